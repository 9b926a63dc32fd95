"""A tracker whose autosave slot another tracker took, told from one that nobody disturbed.

The check made when a tracker is shown again or a calculator win is sent to it looked for "its
game continued in another autosave slot" by the text: any slot whose lines began with all of the
table's. Two unrelated games with the same first lines (the date, the rules, the same four
players: every second hanchan of a table) were taken for one: a window never closed was blocked
from recording any calculator win, with a notice saying it had been closed; the other table's
unfinished game was offered, and "Not now" moved it to ``previous-2.mjgame``, so that table's
next tracker had nothing to resume. A game the other tracker corrected (a past line changed: its
text no longer begins with ours) was not found, and the old copy recorded the win unsaid; after
the notice the tracker's own buttons and typed lines still recorded into the old copy; and each
look replayed every slot. Now the check is the slot this window last wrote: another tracker
holds it, or its file is no longer the one written here. Nothing else is read."""

from __future__ import annotations

from pathlib import Path

import pytest
from desk_support import own_data_dir
from PySide6.QtWidgets import QApplication
from test_tracker_support import TrackerPlayer, activate, ctrl_enter, show_tracker, win_from_desk
from test_tracker_support import tracker_from_calculator as open_tracker

from mjgui.controller.game.autosave import Autosave

HAND = "234m567p3467888s5s"
NAMES = ("Aiko", "Boris", "Chen", "Dasha")


_data_dir = own_data_dir()


def games(data: Path) -> dict[str, str]:
    return {path.name: path.read_text(encoding="utf-8") for path in sorted(data.glob("*.mjgame"))}


def two_tables(
    player: object, qtbot: object, tmp_path: Path, data: Path
) -> tuple[TrackerPlayer, TrackerPlayer]:
    """Two tracker windows on one data folder, the same four players and preset on the same
    day (the same first three lines), never closed; the second table records a ron."""
    a = open_tracker(player)
    a.new_game(NAMES, preset="tenhou")
    b = show_tracker(qtbot, data, tmp_path / "b.ini")
    b.new_game(NAMES, preset="tenhou")
    assert b.window.controller.text == a.window.controller.text
    assert b.window.commit_line("ron Chen from Boris 2 30")
    return a, b


def test_an_unrelated_game_with_the_same_first_lines_never_blocks_a_window_never_closed(
    player: object, qtbot: object, tmp_path: Path, _data_dir: Path
) -> None:
    a, b = two_tables(player, qtbot, tmp_path, _data_dir)
    theirs = b.window.controller.text
    win_from_desk(player, qtbot, a, HAND)
    window = a.window
    assert not (window.notice.isVisible() and window.notice.kind == "elsewhere")
    assert window.dialog is None  # recorded at once, as asked
    assert a.history()[-1].startswith("ron Boris from Aiko hand ")
    assert games(_data_dir) == {"autosave.mjgame": window.controller.text, "autosave-2.mjgame": theirs}


def test_another_tables_unfinished_game_is_not_offered_nor_moved_aside(
    player: object, qtbot: object, tmp_path: Path, _data_dir: Path
) -> None:
    a, b = two_tables(player, qtbot, tmp_path, _data_dir)
    theirs = b.window.controller.text
    b.window.close()  # table B's game: resumed later by its next tracker
    QApplication.processEvents()
    win_from_desk(player, qtbot, a, HAND)
    window = a.window
    assert window.controller.resume_offer is None
    assert not (window.notice.isVisible() and window.notice.kind in ("elsewhere", "resume"))
    assert a.history()[-1].startswith("ron Boris from Aiko hand ")
    # table B's game stays in its slot, offered to its next tracker
    assert games(_data_dir) == {"autosave.mjgame": window.controller.text, "autosave-2.mjgame": theirs}
    c = show_tracker(qtbot, _data_dir, tmp_path / "c.ini")
    assert c.window.notice.isVisible() and c.window.notice.kind == "resume"
    c.click("resume")
    assert c.window.controller.text == theirs


def asked_then_taken(
    player: object, qtbot: object, tmp_path: Path, data: Path
) -> tuple[TrackerPlayer, TrackerPlayer, str]:
    """Table A's tracker, a ron recorded, Boris's riichi, his ron asked and built on the desk,
    then closed; a second tracker resumes the game and corrects the first ron's fu (its text no
    longer begins with A's) and records Dasha's ron. Both trackers, and A's game."""
    a = open_tracker(player)
    a.new_game(NAMES, preset="tenhou")
    assert a.window.commit_line("ron Chen from Boris 2 30")
    a.action("riichi", "player-1")
    a.ok()
    a.action("ron", "winner-1", "discarder-0")
    a.click("dialog-calculator", a.dialog)
    player.type(HAND)  # type: ignore[attr-defined]
    ours = a.window.controller.text
    a.window.close()
    QApplication.processEvents()
    b = show_tracker(qtbot, data, tmp_path / "b.ini")
    b.click("resume")
    assert b.window.controller.replace_line(4, "ron Chen from Boris 2 40")
    assert b.window.commit_line("ron Dasha from Chen 3 30")
    assert not b.window.controller.text.startswith(ours)
    return a, b, ours


def test_a_game_corrected_in_the_other_tracker_is_found_and_nothing_is_recorded(
    player: object, qtbot: object, tmp_path: Path, _data_dir: Path
) -> None:
    a, b, ours = asked_then_taken(player, qtbot, tmp_path, _data_dir)
    theirs = b.window.controller.text
    activate(player.window, qtbot)  # type: ignore[attr-defined]
    ctrl_enter(player)
    QApplication.processEvents()
    window = a.window
    assert window.dialog is None
    assert window.notice.isVisible() and window.notice.kind == "elsewhere"
    assert window.notice.plain.startswith("While this window was closed, another tracker window took over")
    assert window.controller.text == ours
    assert games(_data_dir) == {"autosave.mjgame": theirs}


def test_after_the_notice_nothing_is_recorded_by_any_path_until_the_player_chooses(
    player: object, qtbot: object, tmp_path: Path, _data_dir: Path
) -> None:
    a, b, ours = asked_then_taken(player, qtbot, tmp_path, _data_dir)
    theirs = b.window.controller.text
    activate(player.window, qtbot)  # type: ignore[attr-defined]
    ctrl_enter(player)
    QApplication.processEvents()
    window = a.window
    assert window.notice.kind == "elsewhere"
    window.notice.dismiss()
    # the tracker's own Ron button, a typed line, Undo: each refused, the notice said again
    a.action("ron", "winner-2", "discarder-0", "han-3", "fu-30")
    a.ok()
    assert window.notice.isVisible() and window.notice.kind == "elsewhere"
    window.notice.dismiss()
    assert not window.commit_line("ron Chen from Aiko 3 30")
    assert window.notice.isVisible() and window.notice.kind == "elsewhere"
    window.undo()
    assert window.controller.text == ours
    assert games(_data_dir) == {"autosave.mjgame": theirs}

    # "Go on here": the game shown here goes on in an autosave of its own, the other untouched
    a.click("go-on-here")
    assert not window.notice.isVisible()
    assert window.commit_line("ron Chen from Aiko 3 30")
    assert games(_data_dir) == {"autosave.mjgame": theirs, "autosave-2.mjgame": window.controller.text}
    assert window.controller.text.startswith(ours)


def test_a_slot_taken_for_another_game_is_said_and_go_on_here_records_here(
    player: object, qtbot: object, tmp_path: Path, _data_dir: Path
) -> None:
    a = open_tracker(player)
    a.new_game(NAMES, preset="tenhou")
    a.action("ron", "winner-1", "discarder-0")
    a.click("dialog-calculator", a.dialog)
    player.type(HAND)  # type: ignore[attr-defined]
    a.window.close()
    QApplication.processEvents()
    b = show_tracker(qtbot, _data_dir, tmp_path / "b.ini")  # offered A's game: not now, a new game
    b.click("decline-resume")
    b.new_game(("Wei", "Xena", "Yuri", "Zoe"), preset="tenhou")
    activate(player.window, qtbot)  # type: ignore[attr-defined]
    ctrl_enter(player)  # A shown again: its slot 1 is B's now, open there
    QApplication.processEvents()
    window = a.window
    assert window.notice.kind == "elsewhere" and window.dialog is None
    assert "Wei 25" in window.notice.plain  # the game there is said as it is
    assert window.controller.resume_offer is None
    a.click("go-on-here")
    activate(player.window, qtbot)  # type: ignore[attr-defined]
    ctrl_enter(player)
    QApplication.processEvents()
    assert window.dialog is not None  # the ron dialog on the game shown here, as asked
    assert a.history()[-1] == "players Aiko Boris Chen Dasha"
    a.ok()
    assert a.history()[-1].startswith("ron Boris from Aiko hand ")
    found = games(_data_dir)
    assert found["autosave-2.mjgame"] == window.controller.text
    assert found["autosave.mjgame"] == b.window.controller.text


def test_the_look_reads_no_other_slot(
    player: object, qtbot: object, tmp_path: Path, _data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    a = open_tracker(player)
    a.new_game(NAMES, preset="tenhou")
    lines = "\n".join(
        ['ron Chen from Boris hand "234m567p3467888s5s --riichi"', "draw tenpai Aiko,Chen"] * 10
    )
    for n in range(2, 10):  # eight other tables' long games, their trackers closed
        text = f"{a.window.controller.text}{lines}\n"
        (_data_dir / f"autosave-{n}.mjgame").write_text(text, encoding="utf-8")
    loads: list[int] = []
    load = Autosave.load

    def counted(self: Autosave) -> object:
        loads.append(self.slot)
        return load(self)

    monkeypatch.setattr(Autosave, "load", counted)
    win_from_desk(player, qtbot, a, HAND)
    assert a.window.controller.resume_offer is None
    assert a.history()[-1].startswith("ron Boris from Aiko hand ")
    assert loads == []


def test_the_other_trackers_game_offered_once_it_closed_declined_is_kept_and_said(
    player: object, qtbot: object, tmp_path: Path, _data_dir: Path
) -> None:
    a, b, ours = asked_then_taken(player, qtbot, tmp_path, _data_dir)
    theirs = b.window.controller.text
    activate(player.window, qtbot)  # type: ignore[attr-defined]
    ctrl_enter(player)
    QApplication.processEvents()
    window = a.window
    assert window.notice.kind == "elsewhere"
    b.window.close()
    QApplication.processEvents()
    # a typed line: refused once more, the other tracker's game offered now, as the notice said
    assert not window.commit_line("ron Chen from Aiko 3 30")
    assert window.notice.isVisible() and window.notice.kind == "resume"
    assert window.controller.resume_offer is not None and window.controller.resume_offer.text == theirs
    a.click("decline-resume")
    assert window.commit_line("ron Chen from Aiko 3 30")  # the game shown here goes on here
    assert window.controller.text.startswith(ours)
    assert games(_data_dir) == {"autosave-2.mjgame": window.controller.text, "previous.mjgame": theirs}
    assert window.notice.isVisible() and window.notice.kind == "kept"
    assert str(_data_dir / "previous.mjgame") in window.notice.plain

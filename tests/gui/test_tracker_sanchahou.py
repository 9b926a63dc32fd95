"""A third winner on one discard, by clicks on the tracker, under each preset's rule for it
(RULES.md §7 and the presets' notes): Tenhou's sanchahou makes the hand an abortive draw (nobody
is paid), EMA and Mahjong Soul pay all three, the seed regulation and the WRC's atama hane let
only the first claimant win (the head bump)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QApplication, QWidget
from test_tracker_final_fit import shown_whole
from test_tracker_support import TrackerPlayer, activate, show_tracker, write

from mjgui.gui.appsetup import setup_application
from mjgui.gui.tracker.window import TrackerWindow
from tests.clubgames import league_run
from tests.util import T

PLAYERS = "players Aiko Boris Chen Dasha\n"
#: Aiko (the dealer) and Boris won on Dasha's discard in East 1: 1500 and 1000
DOUBLE = "ron Aiko from Dasha 1 30\nalso ron Boris from Dasha 1 30\n"


@pytest.fixture(autouse=True)
def _no_real_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


@pytest.fixture
def open_tracker(qtbot: object, tmp_path: Path) -> Iterator[object]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    made: list[TrackerWindow] = []

    def make(lang: str = "en") -> TrackerPlayer:
        shown = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini", lang)
        made.append(shown.window)
        return shown

    yield make
    for window in made:  # its translators go with English: the next test starts in English
        window.languages.set_language("en")


def said(player: TrackerPlayer, name: str, dialog: QWidget) -> str:
    """The words of a preview's label ``name`` in ``dialog``, as read (its marks and tags off)."""
    text = QTextDocumentFragment.fromHtml(player.label(name, dialog)).toPlainText()
    return text.removeprefix("⚠ ").removeprefix("• ").strip()


def _double_ron(player: TrackerPlayer, preset: str) -> None:
    """A new game under ``preset``; Aiko's ron on Dasha's discard, then Boris's, by clicks."""
    player.new_game(preset=preset)
    player.action("ron", "winner-0", "discarder-3", "han-1", "fu-30")
    player.ok()
    player.action("also-ron", "winner-1", "han-1", "fu-30")
    player.ok()


def test_tenhou_a_third_winner_by_clicks_makes_the_hand_an_abortive_draw(open_tracker: object) -> None:
    player: TrackerPlayer = open_tracker()  # type: ignore[operator]
    _double_ron(player, "tenhou")
    assert player.points() == [f"26{T}500", f"26{T}000", f"25{T}000", f"22{T}500"]
    # Also ron… stays offered, and the table's middle says what a third winner is here
    also = player.find("action-also-ron")
    assert also.isVisible() and also.isEnabled()
    status = "A third ron on this discard is an abortive draw (sanchahou): Also ron…"
    assert player.label("center-status") == status
    dialog = player.action("also-ron", "winner-2", "han-1", "fu-30")
    # the rule's sentence, as the typed line has it, and the abortive draw offered instead
    assert said(player, "dialog-preview-error", dialog) == (
        "Three rons on one discard (Chen is the third) abort the hand under these rules "
        "(sanchahou): click “Abortive draw instead of the rons” to write an abortive draw in place "
        "of the rons from line 4 (nobody is paid, the hand is drawn), or, if your table pays all "
        'three, add "triple_ron_abort=off" to the rules line.'
    )
    assert not player.find("dialog-ok", root=dialog).isEnabled()
    player.click("dialog-abort-instead", dialog)
    assert not dialog.isVisible()
    assert player.history()[-1] == "abort"
    assert player.history()[3:] == ["abort"]  # the rons gone: one line in their place
    # nobody paid; an abortive draw: honba +1, the dealer stays
    assert player.points() == [f"25{T}000"] * 4
    assert player.label("center-round") == "東 East 1"  # the dealer stays
    assert player.label("center-honba") == "1 honba"
    assert player.label("center-status") == ""
    # one step: one Undo gives the two rons back
    player.click("history-undo")
    assert player.history()[-2:] == DOUBLE.splitlines()
    assert player.points() == [f"26{T}500", f"26{T}000", f"25{T}000", f"22{T}500"]


def test_tenhou_abort_after_two_rons_says_it_is_the_next_hands(open_tracker: object) -> None:
    player: TrackerPlayer = open_tracker()  # type: ignore[operator]
    _double_ron(player, "tenhou")
    dialog = player.action("abort")
    assert said(player, "dialog-preview-warnings", dialog) == (
        "This abortive draw is the next hand's: the rons from line 4 on Dasha's discard stay "
        "paid. If a third player won on that discard (sanchahou), click “Abortive draw instead "
        "of the rons”: nobody is paid and the hand is drawn."
    )
    assert player.find("dialog-abort-instead", root=dialog).isVisible()
    player.ok()  # the next hand's abort, as said: the rons stay paid
    assert player.history()[-3:] == [*DOUBLE.splitlines(), "abort"]
    assert player.points() == [f"26{T}500", f"26{T}000", f"25{T}000", f"22{T}500"]
    assert player.label("center-honba") == "2 honba"
    player.click("history-undo")
    dialog = player.action("abort")
    player.click("dialog-abort-instead", dialog)
    assert player.history()[3:] == ["abort"]  # after the rules, players and date lines
    assert player.points() == [f"25{T}000"] * 4
    assert player.label("center-honba") == "1 honba"


def test_tenhou_a_third_winner_undoes_the_end_a_double_ron_made(open_tracker: object, tmp_path: Path) -> None:
    """Dasha dealt in to a dealer's haneman and a mangan: below zero, the game over for now; a
    third winner makes the hand drawn, and the game goes on with everyone at 25 000."""
    player: TrackerPlayer = open_tracker()  # type: ignore[operator]
    text = f"rules tenhou\n{PLAYERS}ron Aiko from Dasha haneman\nalso ron Boris from Dasha mangan\n"
    assert player.window.open_file(write(tmp_path / "bust.mjgame", text))
    assert player.window.final.isVisible()
    assert player.label("center-status").startswith("Game over for now:")
    dialog = player.action("also-ron", "winner-2", "han-1", "fu-30")
    assert said(player, "dialog-preview-error", dialog).startswith(
        "Three rons on one discard (Chen is the third) abort the hand under these rules (sanchahou)"
    )
    player.click("dialog-abort-instead", dialog)
    assert not player.window.final.isVisible()
    assert player.find("action-ron").isVisible()
    assert player.points() == [f"25{T}000"] * 4
    assert (tmp_path / "bust.mjgame").read_text(encoding="utf-8") == text  # saved only when asked
    assert player.window.controller.record.text == f"rules tenhou\n{PLAYERS}abort\n"


def test_tenhou_sanchahou_in_russian(open_tracker: object) -> None:
    player: TrackerPlayer = open_tracker("ru")  # type: ignore[operator]
    _double_ron(player, "tenhou")
    assert (
        player.label("center-status") == "Третий рон на этом сбросе — абортивная ничья (санчахо): «Ещё рон…»"
    )
    dialog = player.action("also-ron", "winner-2", "han-1", "fu-30")
    assert said(player, "dialog-preview-error", dialog).startswith(
        "По этим правилам три рона на одном сбросе (Chen — третий) — абортивная ничья (санчахо): "
        "нажмите «Абортивная ничья вместо ронов»"
    )
    button = player.find("dialog-abort-instead", root=dialog)
    assert button.text() == "&Абортивная ничья вместо ронов"  # type: ignore[attr-defined]
    player.click("dialog-abort-instead", dialog)
    assert player.points() == [f"25{T}000"] * 4
    dialog = player.action("abort")
    assert not player.find("dialog-abort-instead", root=dialog).isVisible()  # no rons before it
    player.click("dialog-cancel", dialog)
    player.click("history-undo")
    dialog = player.action("abort")
    assert said(player, "dialog-preview-warnings", dialog).startswith(
        "Эта абортивная ничья — уже следующей раздачи: роны со строки 4 на сбросе игрока Dasha "
        "остаются оплаченными."
    )


@pytest.mark.parametrize("preset", ["ema", "mahjongsoul"])
def test_a_third_winner_is_paid_where_the_rules_pay_all_three(open_tracker: object, preset: str) -> None:
    player: TrackerPlayer = open_tracker()  # type: ignore[operator]
    _double_ron(player, preset)
    assert player.label("center-status") == ""
    dialog = player.action("also-ron", "winner-2", "han-1", "fu-30")
    assert not player.find("dialog-abort-instead", root=dialog).isVisible()
    player.ok()
    assert player.history()[-1] == "also ron Chen from Dasha 1 30"
    # each paid: 1500 (the dealer), 1000 and 1000 from Dasha, at EMA's 30 000 start
    start = 30 if preset == "ema" else 25
    assert player.points() == [
        f"{start + 1}{T}500",
        f"{start + 1}{T}000",
        f"{start + 1}{T}000",
        f"{start - 4}{T}500",
    ]
    if preset == "mahjongsoul":  # abortive draws played: an abort after the rons is plainly the next hand's
        dialog = player.action("abort")
        assert said(player, "dialog-preview-warnings", dialog) == ""
        assert not player.find("dialog-abort-instead", root=dialog).isVisible()


@pytest.mark.parametrize("preset", ["seed", "wrc"])
def test_atama_hane_lets_only_the_first_claimant_win(open_tracker: object, preset: str) -> None:
    player: TrackerPlayer = open_tracker()  # type: ignore[operator]
    player.new_game(preset=preset)
    player.action("ron", "winner-1", "discarder-3", "han-1", "fu-30")
    player.ok()
    assert not player.find("action-also-ron").isVisible()  # the head bump: no second winner
    assert not player.find("action-abort").isVisible()  # no abortive draws
    assert player.label("center-status") == ""
    assert player.points() == [f"30{T}000", f"31{T}000", f"30{T}000", f"29{T}000"]


BUST = f"rules tenhou\n{PLAYERS}ron Aiko from Dasha haneman\nalso ron Boris from Dasha mangan\n"
#: what the table's middle and the final table's "not final yet" say of the bust record: the game
#: is over for now; a third winner on that discard makes the hand an abortive draw (sanchahou),
#: not another winner paid — said by the final table beside its Also ron… button (the middle,
#: small at 1024x640, keeps the seat cards' room)
BUST_SAID = {
    "en": (
        "Game over for now: a player went below zero.",
        "Not final yet: a third ron is an abortive draw. Also ron…",
    ),
    "ru": (
        "Игра пока окончена: игрок ушёл в минус.",
        "Не итог: 3-й рон — абортивная ничья. «Ещё рон…»",
    ),
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_double_ron_that_ends_a_tenhou_game_says_a_third_winner_is_sanchahou(
    open_tracker: object, tmp_path: Path, lang: str
) -> None:
    """After a double ron that ended the game the table's middle said "Another winner on this
    discard? Also ron…" and the final table "another winner on this discard?": under Tenhou a
    third player is no winner who gets paid, and only the dialog said so, after the pick. Now
    both say that a third winner makes the hand an abortive draw, as the middle does while the
    game goes on; the final table's sentence shows whole at 1024x640."""
    player: TrackerPlayer = open_tracker(lang)  # type: ignore[operator]
    window = player.window
    assert window.open_file(write(tmp_path / "bust.mjgame", BUST))
    window.resize(1024, 640)
    QApplication.processEvents()
    center, provisional = BUST_SAID[lang]
    assert player.label("center-status").replace("\n", " ") == center
    note = window.final.provisional
    assert window.final.isVisible() and note.isVisible()
    assert note.text().replace("\n", " ").replace("\u2011", "-") == provisional and note.toolTip() == ""
    assert note.text().count("\n") <= 1
    assert all(note.fontMetrics().horizontalAdvance(line) <= note.width() for line in note.text().split("\n"))
    # the longer sentences leave the seat cards whole: each card's points and change in sight
    seats = [seat for seat in window.table.seats if seat.isVisible()]
    assert len(seats) == 4
    for seat in seats:
        assert shown_whole(seat)
        assert not seat.delta.isVisible() or shown_whole(seat.delta)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_bad_line_after_a_tenhou_double_ron_end_says_how_to_record_the_sanchahou(
    open_tracker: object, tmp_path: Path, lang: str
) -> None:
    """The window said "Double-click it in the history to correct it.", and a third ron typed
    there was refused. It then said to delete the line, then Also ron… and the abortive draw
    instead of the rons, which still works, by clicks: the hand is drawn and the game goes on.
    Now it says first what the league says: double-click the line to correct it (below)."""
    player: TrackerPlayer = open_tracker(lang)  # type: ignore[operator]
    window = player.window
    assert window.open_file(write(tmp_path / "bust.mjgame", BUST + "also ron Chen from Dasha 1 3O\n"))
    said = window.errors.text().replace("\xa0", " ")
    if lang == "en":
        assert "Double-click line 5 in the history to correct it: written as that third winner" in said
        assert "If it was no such winner, delete it (select it, then press Delete)." in said
    else:
        assert "Дважды щёлкните строку 5 в истории, чтобы исправить её: когда она записана" in said
        assert "Если это был не он, удалите её (выделите её и нажмите Delete)." in said
    activate(window, player.qtbot)
    history = window.history
    history.setFocus(Qt.FocusReason.TabFocusReason)
    history.select_line(5)
    player.qtbot.keyClick(history, Qt.Key.Key_Delete)  # type: ignore[attr-defined]
    assert [line.text for line in window.controller.record.lines][-1] == "also ron Boris from Dasha mangan"
    assert not window.errors.isVisible()
    dialog = player.action("also-ron", "winner-2", "han-1", "fu-30")
    player.click("dialog-abort-instead", dialog)
    assert player.points() == [f"25{T}000"] * 4 and not window.final.isVisible()
    assert window.controller.record.text == f"rules tenhou\n{PLAYERS}abort\n"


CTRL = Qt.KeyboardModifier.ControlModifier
#: an East-only Tenhou game: the double ron on Chen's discard in East 4 ended it (line 7); Dasha's
#: third ron on it (a sanchahou, so the hand was drawn) written with "3O" for 30 (line 8); the
#: game played on: Boris's mangan off Dasha, the dealer, ends it
PLAYED_ON = (
    "rules tenhou east_only=on\n"
    + PLAYERS
    + "ron Boris from Aiko 3 30\nron Chen from Aiko 3 30\nron Dasha from Aiko 3 30\n"
    + "ron Boris from Chen 6\nalso ron Aiko from Chen 2 30\n"
    + "also ron Dasha from Chen 2 3O\nron Boris from Dasha mangan\n"
)


def _double_click_line(player: TrackerPlayer, number: int) -> QWidget:
    """Double-click line ``number`` of the history (its line column), as a player does to
    correct it; the dialog it opens."""
    history = player.window.history
    row = next(r for r, each in enumerate(history.rows()) if each.number == number)
    rect = history.visualItemRect(history.item(row, 2))  # type: ignore[arg-type]
    viewport = history.viewport()
    player.qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())  # type: ignore[attr-defined]
    player.qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())  # type: ignore[attr-defined]
    return player.dialog


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_bad_line_after_a_tenhou_double_ron_end_corrected_by_double_click_is_the_sanchahou(
    open_tracker: object, tmp_path: Path, lang: str
) -> None:
    """The league says to correct the line that cannot be read by double-clicking it in the
    tracker; corrected into the third winner, the edit refused a third ron and said to delete the
    line. Now the edit offers "Abortive draw instead of the rons": clicked, the two rons and the
    line become one abortive draw (one step, one Undo), the game's later lines count again, and
    the record saved, the league counts the game with nothing left to say."""
    folder = tmp_path / "club"
    folder.mkdir()
    record = write(folder / "east.mjgame", PLAYED_ON)
    status, out, _err = league_run(str(folder))
    assert status == 2 and "it is read up to line 8, which you can correct by double-clicking it" in out
    player: TrackerPlayer = open_tracker(lang)  # type: ignore[operator]
    window = player.window
    assert window.open_file(record)
    assert window.final.isVisible() and window.controller.unread_lines == (8,)
    # as the league says: double-click the line, write the third winner
    dialog = _double_click_line(player, 8)
    assert dialog.objectName() == "dialog-replace"
    button = player.find("dialog-abort-instead", root=dialog)
    assert not button.isVisible()
    player.type_into("line-edit", "also ron Dasha from Chen 2 30", dialog)
    assert button.isVisible() and not player.find("dialog-ok", root=dialog).isEnabled()
    error = said(player, "line-preview-error", dialog)
    if lang == "en":
        assert error == (
            "Three rons on one discard (Dasha is the third) abort the hand under these rules "
            "(sanchahou): click “Abortive draw instead of the rons” to write an abortive draw in place "
            "of the rons from line 6 (nobody is paid, the hand is drawn), or, if your table pays all "
            'three, add "triple_ron_abort=off" to the rules line.'
        )
        assert button.text() == "Abortive draw &instead of the rons"  # type: ignore[attr-defined]
    else:
        assert error.startswith("По этим правилам три рона на одном сбросе (Dasha — третий)")
        assert button.text() == "&Абортивная ничья вместо ронов"  # type: ignore[attr-defined]
    player.click("dialog-abort-instead", dialog)
    assert not dialog.isVisible()
    lines = PLAYED_ON.splitlines()
    assert player.history()[-3:] == [lines[4], "abort", lines[-1]]  # the rons and line 8: one abort
    assert window.controller.unread_lines == () and window.history.current_line() == 6
    assert not window.errors.isVisible()
    assert window.final.isVisible() and window.controller.state.ended  # the mangan ends it now
    assert player.points() == [f"13{T}300", f"37{T}200", f"28{T}900", f"20{T}600"]
    # one step: one Undo gives the rons and the line back
    player.click("history-undo")
    assert window.controller.text == PLAYED_ON and window.controller.unread_lines == (8,)
    player.click("history-redo")
    activate(window, player.qtbot)
    player.qtbot.keyClick(window, Qt.Key.Key_S, CTRL)  # type: ignore[attr-defined]
    fixed = "\n".join([*lines[:5], "abort", lines[-1]]) + "\n"
    assert record.read_text(encoding="utf-8") == fixed
    assert not list(folder.glob("*.tmp")) and sorted(p.name for p in folder.iterdir()) == ["east.mjgame"]
    status, out, err = league_run(str(folder))
    assert status == 0 and err == ""
    assert "skipped" not in out and "east.mjgame" not in out and "Boris" in out


def test_a_refused_third_ron_edited_in_its_dialog_offers_the_sanchahou(
    open_tracker: object, tmp_path: Path
) -> None:
    """A third ron on one discard that the record holds as a ron (written by another program),
    refused under Tenhou: double-clicked, the Ron dialog opens with its choices, and offers the
    abortive draw in place of the rons (it hid the button while editing a line)."""
    player: TrackerPlayer = open_tracker()  # type: ignore[operator]
    window = player.window
    text = BUST + "also ron Chen from Dasha 1 30\n"
    assert window.open_file(write(tmp_path / "third.mjgame", text))
    dialog = _double_click_line(player, 5)
    assert dialog.objectName() == "dialog-ron" and dialog.windowTitle() == "Edit line 5 — Ron"
    assert said(player, "dialog-preview-error", dialog).startswith(
        "Three rons on one discard (Chen is the third) abort the hand under these rules (sanchahou): "
        "click “Abortive draw instead of the rons”"
    )
    assert not player.find("dialog-ok", root=dialog).isEnabled()
    player.click("dialog-abort-instead", dialog)
    assert window.controller.text == f"rules tenhou\n{PLAYERS}abort\n"
    assert player.points() == [f"25{T}000"] * 4 and not window.final.isVisible()
    player.click("history-undo")
    assert window.controller.text == text


def test_a_third_winner_is_said_before_a_value_is_picked(open_tracker: object) -> None:
    """The third winner's sentence and "Abortive draw instead of the rons" waited for a han and
    fu: "Choose the value" was said first, though no value makes a third ron a win. Now they come
    as soon as the winner (with who dealt in) makes it a third ron, whatever the value holds."""
    player: TrackerPlayer = open_tracker()  # type: ignore[operator]
    _double_ron(player, "tenhou")
    dialog = player.action("also-ron", "winner-2")  # no value picked
    button = player.find("dialog-abort-instead", root=dialog)
    assert button.isVisible()
    assert said(player, "dialog-preview-error", dialog).startswith(
        "Three rons on one discard (Chen is the third) abort the hand under these rules (sanchahou)"
    )
    assert not player.find("dialog-ok", root=dialog).isEnabled()
    assert player.find("dialog-line", root=dialog).text() == "also ron Chen from Dasha ?"  # type: ignore[attr-defined]
    player.click("han-2", dialog)  # part of a value: the same
    assert button.isVisible() and said(player, "dialog-preview-error", dialog).startswith("Three rons")
    # "also ron" unticked: a new hand's ron, whose value is still to choose
    player.click("also-ron", dialog)
    assert not button.isVisible()
    assert said(player, "dialog-preview-error", dialog) == "Choose the value"
    player.click("also-ron", dialog)
    assert button.isVisible()
    player.click("dialog-abort-instead", dialog)
    assert player.history()[3:] == ["abort"]
    assert player.points() == [f"25{T}000"] * 4
    # a second winner (the first ron only): the value is still to choose, nothing offered
    player.click("history-undo")
    player.click("history-undo")
    dialog = player.action("also-ron", "winner-1")
    assert not player.find("dialog-abort-instead", root=dialog).isVisible()
    assert said(player, "dialog-preview-error", dialog) == "Choose the value"

"""A record with a line the tracker cannot read, through the window's buttons, its record line,
the history and the calculator's Apply to game…. Nothing after that line counts, a new line
included: the buttons that add a line were on and their dialogs then said "Line 7 (…): not
counted" of a line that does not exist; the history put every line after it in the hand where
the count stopped, worded as a win; a line after the game's end was to be "corrected" though
nothing can follow the end."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel
from test_tracker_support import TrackerPlayer, banner, ctrl_enter, show_tracker, write
from test_tracker_support import tracker_from_calculator as open_tracker

from mjgui.core.league.season import load_season
from mjgui.gui.appsetup import setup_application
from mjgui.gui.tracker.history import COL_HAND, COL_LINE, COL_WORDS

DAMAGED = (
    "# date 2026-12-05\n"
    "rules seed\n"
    "players Aiko Boris Chen Dasha\n"
    "ron Boris from Aiko 3 40\n"
    "tsumo Chen 2 31\n"
    "ron Aiko from Dasha 1 30\n"
)
REFUSAL = (
    "The game takes no new line until line 5, which cannot be read, is corrected or deleted: "
    "double-click it in the history to correct it."
)
REFUSAL_RU = (
    "Игра не примет новую строку, пока строку 5, которая не читается, не исправят или не "
    "удалят: дважды щёлкните её в истории, чтобы исправить."
)
BUTTONS = ("ron", "tsumo", "riichi", "draw", "chombo")
CHEN = "234m567p3467888s5s"

# a whole game under the WRC rules (it ends on line 12), then a line that cannot be read
FINISHED = (
    "# date 2026-12-03\n"
    "rules wrc\n"
    "players Aiko Boris Chen Dasha\n"
    "chombo Boris\n"
    "ron Chen from Aiko 4 30\n"
    "ron Dasha from Boris 3 60\n"
    "tsumo Aiko 1 30\n"
    "ron Boris from Chen 2 30\n"
    "ron Chen from Aiko 1 30\n"
    "ron Dasha from Chen 1 30\n"
    "tsumo Boris 1 30\n"
    "ron Chen from Dasha 1 40\n"
    "tsumo Aiko 1 31\n"
)


@pytest.fixture
def tracker(qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> TrackerPlayer:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    return show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini")


def _buttons(tracker: TrackerPlayer) -> dict[str, QAbstractButton]:
    found = {kind: tracker.find(f"action-{kind}", QAbstractButton) for kind in BUTTONS}
    return {kind: button for kind, button in found.items() if isinstance(button, QAbstractButton)}


def _raw_error(tracker: TrackerPlayer) -> str:
    label = tracker.find("raw-preview-error", QLabel)
    assert isinstance(label, QLabel)
    return _plain(label.text()).removeprefix("⚠ ") if label.isVisible() else ""


def _plain(text: str) -> str:
    """A label's rich text as read: its tags left out, its entities and no-break spaces plain."""
    return html.unescape(re.sub("<[^>]+>", "", text)).replace("\xa0", " ")


def test_the_buttons_and_the_record_line_say_no_new_line_before_a_hand_is_typed(
    tracker: TrackerPlayer, tmp_path: Path
) -> None:
    assert tracker.window.open_file(write(tmp_path / "game.mjgame", DAMAGED))
    for kind, button in _buttons(tracker).items():
        assert button.isVisible() and not button.isEnabled(), kind
        assert button.toolTip() == REFUSAL, kind
        assert button.accessibleDescription() == REFUSAL, kind
    # the record line: said before anything is typed, and read with the field
    raw = tracker.window.raw_line
    assert raw.text() == "" and _raw_error(tracker) == REFUSAL
    assert raw.accessibleDescription().startswith(REFUSAL)
    # a line typed: refused in the same words, never as "Line 7 … not counted"
    tracker.type_into("raw-line", "ron Boris from Aiko 1 30")
    assert _raw_error(tracker) == REFUSAL
    assert not tracker.find("raw-add", QAbstractButton).isEnabled()
    # a note is still taken
    tracker.type_into("raw-line", "# played on paper")
    assert tracker.find("raw-add", QAbstractButton).isEnabled()
    tracker.type_into("raw-line", "")
    # the line deleted in the history (selected on open): the buttons are on, no reason said
    assert tracker.window.history.current_line() == 5
    tracker.click("history-delete")
    for kind, button in _buttons(tracker).items():
        assert button.isEnabled() and button.toolTip() == "" and button.accessibleDescription() == "", kind
    assert _raw_error(tracker) == ""
    dialog = tracker.action("ron", "winner-1", "discarder-0", "han-3", "fu-40")
    assert tracker.find("dialog-ok", QAbstractButton, dialog).isEnabled()
    tracker.ok()
    assert tracker.history()[-1] == "ron Boris from Aiko 3 40"


def test_the_buttons_say_it_in_russian(tracker: TrackerPlayer, tmp_path: Path) -> None:
    assert tracker.window.open_file(write(tmp_path / "game.mjgame", DAMAGED))
    tracker.window.languages.set_language("ru")
    QApplication.processEvents()
    for kind, button in _buttons(tracker).items():
        assert not button.isEnabled() and button.toolTip() == REFUSAL_RU, kind
        assert button.accessibleDescription() == REFUSAL_RU, kind
    assert _raw_error(tracker) == REFUSAL_RU
    tracker.type_into("raw-line", "ron Boris from Aiko 1 30")
    assert _raw_error(tracker) == REFUSAL_RU


def test_the_history_shows_the_lines_after_it_as_not_counted_in_no_hand(
    tracker: TrackerPlayer, tmp_path: Path
) -> None:
    text = DAMAGED + "tsumo Chen 1 30\nron Dasha from Chen 2 30\n"
    assert tracker.window.open_file(write(tmp_path / "game.mjgame", text))
    history = tracker.window.history

    def cells(row: int) -> tuple[str, str, str]:
        items = (history.item(row, col) for col in (COL_HAND, COL_LINE, COL_WORDS))
        hand, line, words = (item.text() if item is not None else "" for item in items)
        return hand, line, words

    assert cells(4) == ("E2-0", "⚠ tsumo Chen 2 31", "Cannot be read: tsumo Chen 2 31")
    assert cells(5) == ("", "⊘ ron Aiko from Dasha 1 30", "Not counted: Aiko ron from Dasha: 1 han 30 fu")
    assert cells(6) == ("", "⊘ tsumo Chen 1 30", "Not counted: Chen tsumo: 1 han 30 fu")
    assert cells(7) == ("", "⊘ ron Dasha from Chen 2 30", "Not counted: Dasha ron from Chen: 2 han 30 fu")
    tracker.window.languages.set_language("ru")
    QApplication.processEvents()
    assert cells(6) == ("", "⊘ tsumo Chen 1 30", "Не учтена: Chen: цумо, 1\xa0хан 30\xa0фу")
    # corrected: counted again, each in its own hand
    tracker.window.languages.set_language("en")
    assert tracker.window.controller.replace_line(5, "tsumo Chen 2 30")
    tracker.window._after_change()
    assert [cells(row)[0] for row in range(4, 8)] == ["E2-0", "E3-0", "E4-0", "S1-0"]
    assert not cells(6)[1].startswith("⊘") and cells(6)[2] == "Chen tsumo: 1 han 30 fu"


def test_a_line_after_the_games_end_is_to_be_deleted_in_tracker_and_league(
    tracker: TrackerPlayer, tmp_path: Path
) -> None:
    club = tmp_path / "club"
    club.mkdir()
    path = write(club / "game.mjgame", FINISHED)
    assert tracker.window.open_file(path)
    advice = (
        "The game ended on line 12; line 13 after it cannot be read, and nothing can follow the "
        "game's end. Delete line 13 and any line after it (select it in the history, then press "
        "Delete), or correct the earlier lines if the game should go on."
    )
    said = _plain(tracker.window.errors.text())
    assert advice in said and "Double-click it in the history to correct it" not in said
    # the league says the same (its command and its Reload apart)
    note = load_season([club]).skipped[0].error.message("en", window=True)
    assert (
        "The game ended on line 12; line 13 after it cannot be read, and nothing can follow the "
        "game's end. Open the record in the game tracker and delete line 13 and any line after it "
        "(select it in the history, then press Delete); save, then reload the folder."
    ) in note
    assert "which you can correct by double-clicking it" not in note
    said_by_cli = load_season([club]).skipped[0].error.message("en")
    assert (
        "and delete line 13 and any line after it (select it in the history, then press Delete)"
        in said_by_cli
    )
    assert said_by_cli.endswith("league again.")
    # the advice is doable: Delete on the selected line, and the final results stand alone
    assert tracker.window.history.current_line() == 13
    tracker.click("history-delete")
    assert tracker.window.controller.unread_lines == () and not tracker.window.errors.isVisible()
    tracker.window.act_save.trigger()  # saved: the league counts the game
    season = load_season([club])
    assert season.skipped == () and len(season.games) == 1
    tracker.window.languages.set_language("ru")
    tracker.window.controller.undo()
    tracker.window._after_change()
    said = _plain(tracker.window.errors.text())
    assert "Игра закончилась в строке 12; строку 13 после неё не прочитать" in said


def test_apply_to_game_says_no_new_line(player: object, tmp_path: Path) -> None:
    """The calculator's Apply to game…: its tooltip says why the game takes no win now (not
    "…then Record"), and a click says it too, recording nothing."""
    game = open_tracker(player)
    assert game.window.open_file(write(tmp_path / "house.mjgame", DAMAGED))
    player.type(CHEN)  # type: ignore[attr-defined]
    QApplication.processEvents()
    button = player.find("apply-to-game", QAbstractButton)  # type: ignore[attr-defined]
    assert button.isVisible() and button.toolTip() == REFUSAL
    assert button.accessibleDescription() == REFUSAL
    player.click("apply-to-game")  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert game.window.dialog is None or not game.window.dialog.isVisible()
    assert player.window.statusBar().currentMessage() == REFUSAL  # type: ignore[attr-defined]
    assert game.window.controller.text == DAMAGED
    # the line deleted: the tooltip says how to record the win again
    game.click("history-delete")
    QApplication.processEvents()
    assert button.toolTip().startswith("Record this win in the game tracker:")
    assert button.accessibleDescription() == ""


def test_a_win_asked_for_then_the_delete_undone_stays_on_the_desk(player: object, tmp_path: Path) -> None:
    """The banner's own words for a hand asked for while the record read whole, the line that
    cannot be read then back (Undo of its deletion): the game takes no new line, the hand stays
    on the desk, Ctrl+Enter records nothing; Redo makes it recordable again."""
    game = open_tracker(player)
    damaged = DAMAGED.removesuffix("ron Aiko from Dasha 1 30\n")  # the last line cannot be read
    assert game.window.open_file(write(tmp_path / "house.mjgame", damaged))
    game.click("history-delete")  # line 5, selected on open
    QApplication.processEvents()
    deleted = game.window.controller.text
    game.action("ron", "winner-2", "discarder-1")  # Chen's ron from Boris, scored on the desk
    game.click("dialog-calculator", game.dialog)
    player.type(CHEN)  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert banner(player).endswith(" — Ctrl+Enter records it")
    game.window.undo()  # the line that cannot be read is back
    QApplication.processEvents()
    assert banner(player).endswith(
        " — the game takes no new line until line 5, which cannot be read, is corrected or "
        "deleted; the hand stays on the desk"
    )
    ctrl_enter(player)
    QApplication.processEvents()
    assert player.window.statusBar().currentMessage() == REFUSAL  # type: ignore[attr-defined]
    assert game.window.controller.text == damaged
    game.window.redo()
    QApplication.processEvents()
    assert game.window.controller.text == deleted
    assert banner(player).endswith(" — Ctrl+Enter records it")


def test_the_desks_refusal_is_announced(
    player: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl+Enter (and Apply to game…) on a game with a line that cannot be read: the refusal
    went only to the status bar, and the focus stayed in the notation field, whose description
    does not carry it; a screen reader said nothing. It is announced, of the focused widget."""
    from mjgui.gui.tracker import link

    heard: list[tuple[str, str]] = []
    monkeypatch.setattr(link, "announce", lambda w, text: heard.append((w.objectName(), text)))
    game = open_tracker(player)
    assert game.window.open_file(write(tmp_path / "house.mjgame", DAMAGED))
    player.type(CHEN)  # type: ignore[attr-defined]
    QApplication.processEvents()
    ctrl_enter(player)
    QApplication.processEvents()
    assert heard == [("notation", REFUSAL)]
    assert game.window.controller.text == DAMAGED
    heard.clear()
    player.click("apply-to-game")  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert [text for _, text in heard] == [REFUSAL]
    heard.clear()
    player.window.languages.set_language("ru")  # type: ignore[attr-defined]
    QApplication.processEvents()
    ctrl_enter(player)
    QApplication.processEvents()
    assert [text for _, text in heard] == [REFUSAL_RU]


def test_a_screen_reader_hears_why_a_line_is_not_read_or_not_counted(
    tracker: TrackerPlayer, tmp_path: Path
) -> None:
    """The history's cells of a line that cannot be read, and of the lines after it, carried
    the reason only in their tooltips, which a screen reader never reads: it heard "⚠ tsumo
    Chen 2 31" but not why. The reason is each cell's accessible description, in both languages;
    a cell that says it already is not described twice."""
    from PySide6.QtGui import QAccessible

    assert tracker.window.open_file(write(tmp_path / "game.mjgame", DAMAGED))
    history = tracker.window.history

    def heard(row: int, col: int) -> tuple[str, str]:
        """The name and description a screen reader reads of the cell (the table's accessible
        children: its cells, found by their text)."""
        item = history.item(row, col)
        assert item is not None
        face = QAccessible.queryAccessibleInterface(history)
        assert face is not None
        cells = (face.child(i) for i in range(face.childCount()))
        found = [
            (cell.text(QAccessible.Text.Name), cell.text(QAccessible.Text.Description))
            for cell in cells
            if cell is not None and cell.role() == QAccessible.Role.Cell
        ]
        named = [pair for pair in found if pair[0] == item.text()]
        assert len(named) == 1, named
        return named[0]

    name, said = heard(4, COL_LINE)
    assert name == "⚠ tsumo Chen 2 31"
    assert said.startswith("Line 5 (tsumo Chen 2 31): 31 fu does not exist")
    assert heard(4, COL_WORDS)[1] == said
    name, said = heard(5, COL_WORDS)
    assert name == "Not counted: Aiko ron from Dasha: 1 han 30 fu"
    assert said.startswith("Line 6 (ron Aiko from Dasha 1 30): not counted: line 5 above cannot be read")
    # a line read and counted: its words describe its other cells, not its words cell again
    name, said = heard(3, COL_WORDS)
    assert name == "Boris ron from Aiko: 3 han 40 fu" and said == ""
    assert heard(3, COL_LINE) == ("ron Boris from Aiko 3 40", name)
    tracker.window.languages.set_language("ru")
    QApplication.processEvents()
    assert heard(4, COL_LINE)[1].startswith("Строка 5 (tsumo Chen 2 31): ")
    assert "31" in heard(4, COL_LINE)[1] and "фу" in heard(4, COL_LINE)[1]
    assert heard(5, COL_LINE)[1].startswith("Строка 6 (ron Aiko from Dasha 1 30): ")

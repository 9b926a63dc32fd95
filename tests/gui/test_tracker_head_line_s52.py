"""The game's players and rules lines, clicked as a player would: Delete on either, with lines of
play after it, left the game with no players (or other rules). The game then counted as "not
started": File > Open and New game replaced it without keeping it anywhere, and the next start
called the tracker's own autosave damaged and set it aside. Delete now keeps those lines and says
how to change names or rules, and so does the Edit line dialog on a line that would no longer be
the players (rules) line; a game whose players line is gone all the same (autosaved so by an
earlier mjgui) is kept when another replaces it and offered at a start."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QFileDialog
from test_tracker_support import TrackerPlayer, show_tracker

from mjgui.gui.appsetup import setup_application

ROOT = Path(__file__).resolve().parents[2]
PLAY = ("ron Chen from Aiko 3 30", "tsumo Boris mangan")
HEADLESS = "# date 2026-12-05\nrules seed edition=1\nron Chen from Aiko 3 30\ntsumo Boris mangan\n"


def _played(player: TrackerPlayer) -> None:
    """New game (Aiko Boris Chen Dasha), then two lines typed."""
    player.new_game()
    window = player.window
    for line in PLAY:
        window.raw_line.setText(line)
        player.qtbot.keyClick(window.raw_line, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert player.history()[-2:] == list(PLAY)


def _press_delete(player: TrackerPlayer, number: int) -> None:
    window = player.window
    window.history.select_line(number)
    window.history.setFocus()
    player.qtbot.keyClick(window.history, Qt.Key.Key_Delete)  # type: ignore[attr-defined]


def _open(player: TrackerPlayer, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    player.window.act_open.trigger()
    QApplication.processEvents()


def _holding(data: Path, line: str) -> list[str]:
    return sorted(f.name for f in data.glob("*.mjgame") if line in f.read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    ("number", "said"),
    [
        (
            3,
            "Line 3 names the players, and the lines after it need them, so it is not deleted. To "
            "change a name, edit that line (double-click it).",
        ),
        (
            2,
            "Line 2 sets the rules the lines after it are counted by, so it is not deleted. To "
            "change the rules, edit that line (double-click it).",
        ),
    ],
)
def test_delete_on_the_players_or_rules_line_keeps_it_and_says_why(
    open_tracker: Callable[[Path], TrackerPlayer],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    number: int,
    said: str,
) -> None:
    data = tmp_path / "data"
    player = open_tracker(data)
    _played(player)
    window = player.window
    before = window.controller.text
    _press_delete(player, number)
    assert window.controller.text == before and window.controller.state.started
    assert window.statusBar().currentMessage() == said
    # File > Open another record: the game (in no file) is kept, and the notice says where
    other = tmp_path / "other.mjgame"
    shutil.copy(ROOT / "tests" / "data" / "old-presets" / "chombo-wrc.mjgame", other)
    _open(player, other, monkeypatch)
    assert window.controller.path == str(other)
    kept = [name for name in _holding(data, PLAY[1]) if name.startswith("previous")]
    assert kept and window.notice.kind == "kept" and kept[0] in window.notice.plain


def test_delete_on_the_players_line_in_russian(qtbot: object, tmp_path: Path) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    player = show_tracker(qtbot, tmp_path / "data", tmp_path / "ru.ini", "ru")
    _played(player)
    _press_delete(player, 3)
    assert player.window.statusBar().currentMessage() == (
        "В строке 3 названы игроки, и строкам после неё они нужны, поэтому она не удалена. Чтобы "
        "изменить имя, исправьте эту строку (дважды щёлкните её)."
    )


def test_a_fresh_games_players_line_is_still_deleted(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path
) -> None:
    """No line of play after it: nothing counts on it, and Delete deletes it (Ctrl+Z brings it back)."""
    player = open_tracker(tmp_path / "data")
    player.new_game()
    _press_delete(player, 3)
    assert not any(line.startswith("players") for line in player.history())
    assert player.window.statusBar().currentMessage().startswith("Deleted line 3: players Aiko")


def test_a_restart_after_delete_on_the_players_line_offers_the_game(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path
) -> None:
    """The audit's second reproduction: Delete on the players line, close, start again."""
    data = tmp_path / "data"
    player = open_tracker(data)
    _played(player)
    _press_delete(player, 3)
    player.window.close()
    again = open_tracker(data)
    window = again.window
    assert window.notice.kind == "resume" and "An unfinished game was saved" in window.notice.plain
    assert not list(data.glob("autosave-damaged*"))
    again.click("resume")
    assert again.history()[-3:] == ["players Aiko Boris Chen Dasha", *PLAY]


REPLACE_REFUSED = {
    3: (
        "Line 3 names the players, and the lines after it need them, so it stays a players line. "
        'To change a name, change it on that line and keep "players" at its start; to add a note, '
        "insert a line of its own (Insert)."
    ),
    2: (
        "Line 2 sets the rules the lines after it are counted by, so it stays a rules line. To "
        'change the rules, change them on that line and keep "rules" at its start; to add a note, '
        "insert a line of its own (Insert)."
    ),
}


@pytest.mark.parametrize("number", [3, 2])
def test_the_edit_dialog_refuses_to_make_the_players_or_rules_line_a_note(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path, number: int
) -> None:
    """Edited into a note in the Edit line dialog, the players (rules) line was gone all the
    same as by Delete: the game no longer started (the lines after it counted nothing, or
    under other rules). The dialog refuses it as Delete does, saying what to do instead; the
    record is unchanged."""
    from mjgui.gui.tracker.preview import PreviewPanel

    player = open_tracker(tmp_path / "data")
    _played(player)
    window = player.window
    before, points = window.controller.text, window.controller.state.points
    dialog = window.edit_line(number)
    head = window.controller.record.line(number).text
    dialog.edit.setText(f"# {head}")
    error = dialog.findChild(PreviewPanel, "line-preview").error
    assert not dialog.ok.isEnabled() and error.isVisibleTo(dialog)
    shown = QTextDocument()
    shown.setHtml(error.text())
    assert shown.toPlainText().replace("\u00a0", " ") == f"⚠ {REPLACE_REFUSED[number]}"
    dialog.accept()  # Enter on the field: refused, said, the dialog stays
    assert dialog.isVisible()
    dialog.reject()
    assert window.controller.text == before and window.controller.state.started
    assert window.controller.state.points == points
    # the names changed on that line are taken: a players line it stays
    if number == 3:
        dialog = window.edit_line(3)
        dialog.edit.setText("players Aiko Boris Chen Dasha # the same four")
        assert dialog.ok.isEnabled()


def test_a_headless_autosave_is_offered_not_set_aside(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path
) -> None:
    """An autosave with lines of play and no players line (an earlier mjgui let Delete take it):
    the tracker wrote it; it is offered, and the players line put back counts the lines again."""
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.mjgame").write_text(HEADLESS, encoding="utf-8")
    player = open_tracker(data)
    window = player.window
    assert window.notice.kind == "resume"
    assert window.notice.plain.startswith("An unfinished game was saved ")
    assert window.notice.plain.endswith(
        "without its players line, so its lines from line 3 on count nothing. Resume it, then "
        "insert the players line before line 3."
    )
    assert not list(data.glob("autosave-damaged*")) and "could not be read" not in window.notice.plain
    player.click("resume")
    assert player.history()[-2:] == [f"⚠ {line}" for line in PLAY]  # marked: they count nothing yet
    assert window.controller.insert_line(3, "players Aiko Boris Chen Dasha")
    assert player.history()[-3:] == ["players Aiko Boris Chen Dasha", *PLAY]
    assert window.controller.state.points == (22100, 42000, 29900, 26000)


def test_new_game_keeps_a_headless_game(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.mjgame").write_text(HEADLESS, encoding="utf-8")
    player = open_tracker(data)
    player.click("resume")
    player.new_game(("Eri", "Fumi", "Goro", "Hana"))
    assert player.history()[-1] == "players Eri Fumi Goro Hana"
    assert _holding(data, PLAY[1]) and all(n.startswith("previous") for n in _holding(data, PLAY[1]))
    assert player.window.notice.kind == "kept"

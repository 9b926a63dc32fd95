"""Two names alike by their alphabets in the club window, driven by clicks: ``Вoris`` (a
Cyrillic В) shown "Вoris (Cyrillic: В)" beside ``Boris``. Choosing the marked player in the
table makes their chart line stand out (the line was picked by the unmarked name, and none
stood out), and the merge dialog lists the names as the table shows them while it merges, and
writes to the aliases file, the names themselves (the mark typed was written as a spelling
that is nobody's)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from mjgui.core.league.aliases import ALIASES_FILE
from mjgui.gui.club import ClubWindow, MergeDialog
from tests.test_league_lookalike_names import _club, _game

MARKED = "Вoris (Cyrillic: В)"


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


def _folder(tmp_path: Path) -> Path:
    folder = _club(tmp_path)
    _game(folder, 26, "Chen Aiko Emil Goro")  # a chart: more than one game
    return folder


def _click_row(club: ClubWindow, qtbot: object, shown: str) -> None:
    table = club.table
    row = next(r for r in range(table.rowCount()) if table.item(r, 1).text() == shown)
    rect = table.visualItemRect(table.item(row, 1))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # type: ignore[attr-defined]


def _chosen(club: ClubWindow) -> list[str]:
    return [s.name for s in club.chart.plot.drawing.series if s.chosen]


def _bold(club: ClubWindow) -> str | None:
    bold = club.chart.legend._bold
    return None if bold is None else club.chart.legend._shown[bold][0]


def test_the_marked_players_line_stands_out_when_they_are_chosen_in_the_table(
    club: ClubWindow, qtbot: object, tmp_path: Path
) -> None:
    club.open_folder(str(_folder(tmp_path)))
    for shown in (MARKED, "Boris", MARKED):
        _click_row(club, qtbot, shown)
        assert _chosen(club) == [shown] and _bold(club) == shown
    # the screen reader hears the lines as the eye reads them: the marked name, then Boris
    said = club.chart.plot.accessibleDescription()
    assert f"{MARKED} from" in said and "Boris from" in said and "Вoris from" not in said


def _open_merge(club: ClubWindow, qtbot: object) -> MergeDialog:
    qtbot.mouseClick(club.merge_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    dialog = club.findChild(QDialog, "club-merge-dialog")
    assert isinstance(dialog, MergeDialog) and dialog.isVisible()
    return dialog


@pytest.mark.parametrize("typed", [False, True])
def test_the_merge_dialog_shows_the_marks_and_writes_the_names(
    club: ClubWindow, qtbot: object, tmp_path: Path, typed: bool
) -> None:
    folder = _folder(tmp_path)
    club.open_folder(str(folder))
    dialog = _open_merge(club, qtbot)
    items = [dialog.spelling.itemText(i) for i in range(dialog.spelling.count())]
    assert MARKED in items and "Boris" in items and "Вoris" not in items
    if typed:  # the name typed as the table shows it
        dialog.spelling.lineEdit().selectAll()
        dialog.spelling.lineEdit().insert(MARKED)  # (QTest cannot type a Cyrillic letter)
        qtbot.keyClicks(dialog.name.lineEdit(), "Boris")  # type: ignore[attr-defined]
    else:  # picked from the lists
        dialog.spelling.setCurrentIndex(items.index(MARKED))
        dialog.name.setCurrentIndex(items.index("Boris"))
    assert dialog.ok.isEnabled()
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    lines = (folder / ALIASES_FILE).read_text(encoding="utf-8").splitlines()[1:]
    assert lines == ["вoris = Boris"]
    assert club.notice.text().startswith("Вoris is now counted as Boris")
    names = [club.table.item(r, 1).text() for r in range(club.table.rowCount())]
    assert "Boris" in names and MARKED not in names and "Вoris" not in names  # one player now


@pytest.mark.parametrize(("lang", "marked"), [("en", "Оlga (Cyrillic: О)"), ("ru", "Оlga (кириллица: О)")])
def test_the_printed_games_mark_the_names_alike_as_the_table_above_them(
    club: ClubWindow, tmp_path: Path, lang: str, marked: str
) -> None:
    """Each game's block in the printed summary named its players bare: Olga and Оlga (a
    Cyrillic О), who sat at one table, printed as two identical "Olga" under the table that
    tells them apart."""
    club.open_folder(str(_folder(tmp_path)))
    club.set_language(lang)
    assert marked in [r.cells[1] for r in club.controller.view().rows]
    (night,) = [g for g in club.controller.game_views() if "night-25.mjgame" in g.title]
    assert sorted(result[1] for result in night.results) == sorted(["Olga", marked, "Fedya", "Goro"])
    html = club.summary_html()
    block = html[html.index("night-25.mjgame") :].split("</table>")[0]
    assert f">{marked}<" in block and ">Olga<" in block
    (boris,) = [g for g in club.controller.game_views() if "night-20.mjgame" in g.title]
    assert MARKED.replace("Cyrillic", "кириллица" if lang == "ru" else "Cyrillic") in [
        r[1] for r in boris.results
    ]

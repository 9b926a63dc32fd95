"""The club window with a damaged, duplicated shared folder (issue 23), clicked as a player would:
the repeats and the aliases file's problems are listed beside the skipped files, "Merge
players…" refuses a file it could not read and two players of one table, and the file on disk
keeps every byte."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from mjgui.core.league.aliases import ALIASES_FILE
from mjgui.gui.club import ClubWindow, MergeDialog
from tests.test_league import HAND_WRITTEN
from tests.test_league_aliases import WITH_BORIS  # another game (not a copy of HAND_WRITTEN's)


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    root = tmp_path / "shared"
    root.mkdir()
    (root / "a.mjgame").write_text(HAND_WRITTEN, encoding="utf-8")
    (root / "b.mjgame").write_text(WITH_BORIS, encoding="utf-8")
    (root / "b (copy).mjgame").write_text(WITH_BORIS, encoding="utf-8")
    (root / "a-link.mjgame").symlink_to("a.mjgame")
    return root


def _merge(club: ClubWindow, qtbot: object, spelling: str, name: str) -> None:
    """Click "Merge players…", type both names, click OK."""
    qtbot.mouseClick(club.merge_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    dialog = club.findChildren(MergeDialog)[-1]
    qtbot.waitExposed(dialog)  # type: ignore[attr-defined]
    for combo, text in ((dialog.spelling, spelling), (dialog.name, name)):
        line = combo.lineEdit()
        line.selectAll()
        qtbot.keyClicks(line, text)  # type: ignore[attr-defined]
    ok = dialog.findChild(QPushButton, "dialog-ok")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]


def _games(club: ClubWindow, name: str) -> str:
    row = next(r for r in range(club.table.rowCount()) if club.table.item(r, 1).text() == name)
    return club.table.item(row, 2).text()


def test_repeats_are_listed_and_counted_once(club: ClubWindow, folder: Path) -> None:
    club.open_folder(folder)
    assert club.summary.text() == f"2\u00a0games in {folder}"
    assert _games(club, "Aiko") == "2"
    text = club.skipped.text()
    assert club.skipped.isVisible()
    assert "2\u00a0duplicates not counted again:" in text
    assert "a-link.mjgame is the same file as" in text and "b (copy).mjgame holds the same game as" in text


def test_merge_refuses_an_aliases_file_it_cannot_read(club: ClubWindow, folder: Path, qtbot: object) -> None:
    data = "# псевдонимы клуба\nБоря = Борис\n".encode("cp1251")
    (folder / ALIASES_FILE).write_bytes(data)
    club.open_folder(folder)
    assert (
        "looks like an aliases file saved in the code page Windows-1251 " in club.notice.text()
        and club.notice.isVisible()
    )
    assert "The aliases files:" in club.skipped.text()
    _merge(club, qtbot, "Borya", "Boris")
    assert "its aliases are not used and nothing is written to it" in club.notice.text()
    assert (folder / ALIASES_FILE).read_bytes() == data
    assert _games(club, "Borya") == "1"


def test_merge_appends_and_refuses_two_players_of_one_table(
    club: ClubWindow, folder: Path, qtbot: object, tmp_path: Path
) -> None:
    data = b"# kept by hand\r\nSasha = Alexandra\r\nno equals sign\r\n"
    (folder / ALIASES_FILE).write_bytes(data)
    club.open_folder(folder)
    _merge(club, qtbot, "Borya", "Boris")
    assert "Borya is now counted as Boris" in club.notice.text()
    assert (folder / ALIASES_FILE).read_bytes() == data + b"borya = Boris\r\n"
    assert _games(club, "Boris") == "2"
    _merge(club, qtbot, "Aiko", "Boris")
    assert "Aiko and Boris cannot be one player" in club.notice.text()
    assert "sat at the same table in" in club.notice.text()
    assert (folder / ALIASES_FILE).read_bytes() == data + b"borya = Boris\r\n"
    assert (_games(club, "Aiko"), _games(club, "Boris")) == ("2", "2")
    # the window's CSV export: the table as shown, every game once
    path = tmp_path / "league.csv"
    assert club.export("table", str(path))
    rows = list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8-sig"))))
    assert sum(int(r["games"]) for r in rows) == 4 * 2


def test_a_language_switch_keeps_the_merge_dialogs_own_words_and_letters(
    club: ClubWindow, folder: Path, qtbot: object
) -> None:
    """The merge dialog had the button box's standard OK and Cancel: a live language switch gave
    them back their stock texts, without the dialog's words or Alt letters."""
    club.open_folder(folder)
    club.languages.set_language("ru")
    dialog = club.merge_dialog()
    qtbot.waitExposed(dialog)  # type: ignore[attr-defined]

    def shown() -> list[str]:
        QApplication.processEvents()
        buttons = [dialog.findChild(QPushButton, name).text() for name in ("dialog-ok", "dialog-cancel")]  # type: ignore[union-attr]
        return [dialog.windowTitle(), *(label.text() for label in dialog.findChildren(QLabel)), *buttons]

    russian = shown()
    assert russian == [
        "Объединить два написания одного игрока",
        "Это &написание",
        "— это &игрок",
        "Объ&единить",
        "&Отмена",
    ]
    club.languages.set_language("en")
    english = ["Merge two spellings of one player", "This &spelling", "is the &player", "&Merge", "&Cancel"]
    assert shown() == english
    club.languages.set_language("ru")
    assert shown() == russian
    dialog.reject()

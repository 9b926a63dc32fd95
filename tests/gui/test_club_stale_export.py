"""The club window's exports after a record changed or was removed on disk (a sync tool, another
desk): they wrote the counts of the folder as it was read, while ``mjgui league`` at the same
moment gave the new ones. The files' sizes and times are looked at first: a folder that changed
is read again, and said, before the export is written."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication

import mjgui.core.league.season as season_module
from mjgui.gui import saving
from mjgui.gui.appsetup import setup_application
from mjgui.gui.club import ClubWindow
from mjgui.gui.settings import Settings
from mjgui.leaguecli import league_command
from tests.leaguegen import write_season


@pytest.fixture
def club(qtbot: object, tmp_path: Path) -> ClubWindow:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    folder = tmp_path / "season"
    write_season(folder, 8)
    window = ClubWindow(settings=Settings.at(str(tmp_path / "s.ini")))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.resize(1024, 700)
    window.show()
    window.open_folder(folder)
    return window


def _change_the_folder(folder: Path) -> None:
    """A record removed, another's last hand corrected (the same size: only its time changed)."""
    (folder / "night-20" / "table-4.mjgame").unlink()
    record = folder / "night-21" / "table-2.mjgame"
    lines = record.read_text(encoding="utf-8").splitlines(keepends=True)
    wins = [i for i, line in enumerate(lines) if line.startswith("ron ")]
    first, other = lines[wins[0]], lines[wins[1]]
    lines[wins[0]], lines[wins[1]] = other, first  # two wins swapped: other scores
    record.write_text("".join(lines), encoding="utf-8")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_export_clicked_after_the_folder_changed_is_the_folders_now(
    club: ClubWindow, qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    folder = tmp_path / "season"
    club.set_language(lang)
    target = tmp_path / "league.csv"
    monkeypatch.setattr(saving, "ask_save_path", lambda *_args, **_kw: str(target))
    assert club.summary.text().startswith("8\u00a0")
    _change_the_folder(folder)
    qtbot.mouseClick(club.csv_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    expected = tmp_path / "cli.csv"
    assert league_command([str(folder), "--lang", lang, "--csv", str(expected)], io.StringIO()) == 0
    assert target.read_bytes() == expected.read_bytes()
    assert club.summary.text().startswith("7\u00a0")
    said = {
        "en": "The folder changed since it was read (a record or an aliases file saved, changed or removed), "
        f"so it was read again first. Saved {target}.",
        "ru": "Папка изменилась с тех пор, как была прочитана (запись или файл псевдонимов сохранены, "
        f"изменены или удалены), поэтому сначала она прочитана заново. Сохранено: {target}.",
    }
    assert club.notice.text() == said[lang]
    qtbot.mouseClick(club.csv_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert club.notice.text() == ("Saved {}." if lang == "en" else "Сохранено: {}.").format(target)


def test_the_games_export_and_the_window_activated_again_read_the_changed_folder(
    club: ClubWindow, qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "season"
    _change_the_folder(folder)
    games = tmp_path / "games.csv"
    monkeypatch.setattr(saving, "ask_save_path", lambda *_args, **_kw: str(games))
    qtbot.mouseClick(club.games_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    expected = tmp_path / "cli.csv"
    assert league_command([str(folder), "--games-csv", str(expected)], io.StringIO()) == 0
    assert games.read_bytes() == expected.read_bytes()
    (folder / "night-21" / "table-1.mjgame").unlink()  # then the window is left, and come back to
    assert club.summary.text().startswith("7\u00a0")
    club.activateWindow()
    QApplication.sendEvent(club, QEvent(QEvent.Type.ActivationChange))
    qtbot.waitUntil(lambda: club.summary.text().startswith("6\u00a0"))  # type: ignore[attr-defined]
    assert "it was read again" in club.notice.text()


def test_the_window_activated_after_a_change_walks_the_folder_once(
    club: ClubWindow, qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Active again after a record was removed: the window looked at the folder (a walk), then
    the controller looked again (another), and the reading walked it twice more (the stamps it
    keeps, the season). Now the look that found the change is the walk read."""
    walks: list[object] = []
    real = season_module.record_files

    def counted(*args: object, **kw: object) -> object:
        walks.append(args[0])
        return real(*args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(season_module, "record_files", counted)
    (tmp_path / "season" / "night-21" / "table-1.mjgame").unlink()
    club.activateWindow()
    QApplication.sendEvent(club, QEvent(QEvent.Type.ActivationChange))
    assert club.summary.text().startswith("7\u00a0") and "it was read again" in club.notice.text()
    assert len(walks) == 1
    QApplication.sendEvent(club, QEvent(QEvent.Type.ActivationChange))  # nothing changed since: a look
    assert len(walks) == 2 and club.summary.text().startswith("7\u00a0")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_export_after_the_folder_went_away_keeps_the_earlier_file(
    club: ClubWindow, tmp_path: Path, lang: str
) -> None:
    """The season's folder moved away (a USB stick pulled out, a share dropped) after it was read:
    every export reads the folder again first, finds no game, and is refused as `mjgui league`
    refuses the same folder (exit 2), said with the folder; last week's files stay as they were,
    not replaced by an empty table and a "Saved"."""
    club.set_language(lang)
    folder = tmp_path / "season"
    out = tmp_path / "out"
    out.mkdir()
    earlier = {name: f"last week's {name}\n".encode() for name in ("league.csv", "games.csv", "summary.pdf")}
    for name, data in earlier.items():
        (out / name).write_bytes(data)
    assert club.table.rowCount() > 0
    folder.rename(tmp_path / "elsewhere")
    said = {
        "en": "{} was not written: the folder {} does not exist or cannot be read now, so no game could "
        "be counted. The file already there is kept as it was.",
        "ru": "Файл {} не записан: папки {} сейчас нет или её не прочесть, поэтому ни одна игра не "
        "учтена. Прежний файл оставлен как был.",
    }
    for kind, name in (("table", "league.csv"), ("games", "games.csv"), ("pdf", "summary.pdf")):
        assert not club.export(kind, str(out / name))
        assert club.notice.text() == said[lang].format(out / name, folder), kind
    assert {name: (out / name).read_bytes() for name in earlier} == earlier
    first = out / "first.csv"  # a first export: no file there to be kept, none said kept
    assert not club.export("table", str(first))
    first_said = {
        "en": f"{first} was not written: the folder {folder} does not exist or cannot be read now, so "
        "no game could be counted.",
        "ru": f"Файл {first} не записан: папки {folder} сейчас нет или её не прочесть, поэтому ни одна "
        "игра не учтена.",
    }
    assert club.notice.text() == first_said[lang]
    assert not first.exists()
    assert league_command([str(folder), "--csv", str(out / "league.csv")], io.StringIO(), io.StringIO()) == 2
    assert (out / "league.csv").read_bytes() == earlier["league.csv"]


def test_an_export_of_a_folder_whose_every_record_is_damaged_now_is_refused(
    club: ClubWindow, tmp_path: Path
) -> None:
    """Every record of the folder damaged since it was read (a sync tool writing them): no game
    reads, the files skipped are listed, and the export is refused as `mjgui league` refuses it;
    the earlier export is kept. A folder with no record at all exports its empty table, as there."""
    folder = tmp_path / "season"
    target = tmp_path / "league.csv"
    target.write_bytes(b"last week's table\n")
    for record in folder.rglob("*.mjgame"):
        record.write_bytes(b"players Aiko Boris Chen Dasha\nron Aiko\x00from Boris 1 30\n")
    assert not club.export("table", str(target))
    assert club.notice.text() == (
        f"{target} was not written: no game record in the folder {folder} could be read (the files "
        "skipped are listed). The file already there is kept as it was."
    )
    assert target.read_bytes() == b"last week's table\n"
    for record in folder.rglob("*.mjgame"):
        record.unlink()
    assert club.export("table", str(target))
    assert target.read_text(encoding="utf-8-sig").startswith("rank,name,games,")
    assert target.read_text(encoding="utf-8-sig").count("\n") == 1

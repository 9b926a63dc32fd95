"""Every save dialog of the app (the tracker's Save as, the log window's game record, the club's
CSV and PDF exports, the calculator's screenshot): a name typed without its suffix is saved
with it (a name with dots of its own too: "Стол 1 07.12.2026"), and a file already there under
that fuller name, which the dialog never asked about, is replaced only when the player says so
(:func:`mjgui.gui.saving.ask_save_path`)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton
from test_tracker_support import show_tracker

from mjgui.core.league.season import load_season
from mjgui.gui.club import ClubWindow
from mjgui.gui.saving import with_suffix
from mjgui.gui.settings import Settings, user_folder
from mjgui.gui.window import MainWindow
from tests.leaguegen import write_season

OTHER_TABLE = "# date 2026-12-01\nrules seed\nplayers Emil Fedya Gosha Hana\nron Emil from Fedya 3 40\n"
PAO = Path(__file__).parent.parent / "data" / "logs" / "dnovikoff-pao.mjlog"


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


class Dialogs:
    """The save dialog answers the names given, one a time ("" once they are used up: the
    player cancels); the replace question is answered by clicking ``answers`` in turn."""

    def __init__(self, qtbot: object, monkeypatch: pytest.MonkeyPatch, *names: Path | str) -> None:
        self.qtbot = qtbot
        self.names = [str(n) for n in names]
        self.asked_at: list[str] = []  # where each save dialog started
        self.questions: list[str] = []  # each replace question's text
        self.answers: list[str] = []
        self.chosen_filter = ""  # the filter the player chose (as the dialog says it); "": the first
        monkeypatch.setattr(QFileDialog, "getSaveFileName", self._dialog)

    def _dialog(self, _parent: object, _title: str, start: str, _filters: str) -> tuple[str, str]:
        self.asked_at.append(start)
        if self.answers:
            QTimer.singleShot(0, self._answer)
        return (self.names.pop(0) if self.names else "", self.chosen_filter)

    def _answer(self) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or box.objectName() != "replace-question":
            return
        self.questions.append(f"{box.text()} {box.informativeText()}")
        button = box.findChild(QPushButton, self.answers.pop(0))
        assert isinstance(button, QPushButton)
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]


def test_tracker_save_as_without_the_suffix_asks_before_replacing_another_record(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    other = shared / "table-1.mjgame"
    other.write_text(OTHER_TABLE, encoding="utf-8")
    tracker = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini", "en").window
    tracker.controller.new_game(["Aiko", "Boris", "Chen", "Dasha"])
    # "table-1" typed: the dialog checked "table-1" (no such file); table-1.mjgame is there
    dialogs = Dialogs(qtbot, monkeypatch, shared / "table-1")
    dialogs.answers = ["replace-no"]
    tracker.act_save_as.trigger()
    assert dialogs.questions == [
        "table-1.mjgame already exists. Do you want to replace it? What it holds now will be lost."
    ]
    assert other.read_text(encoding="utf-8") == OTHER_TABLE
    assert dialogs.asked_at[1] == str(other)  # the dialog again, on that name; then cancelled
    assert tracker.controller.path is None
    # another name, without the suffix: saved with it, nothing asked
    dialogs = Dialogs(qtbot, monkeypatch, shared / "table-2")
    tracker.act_save_as.trigger()
    assert (shared / "table-2.mjgame").read_text(encoding="utf-8") == tracker.controller.text
    assert tracker.controller.path == str(shared / "table-2.mjgame")
    # the player says replace: replaced
    dialogs = Dialogs(qtbot, monkeypatch, shared / "table-1")
    dialogs.answers = ["replace-yes"]
    tracker.act_save_as.trigger()
    assert len(dialogs.questions) == 1
    assert other.read_text(encoding="utf-8") == tracker.controller.text


@pytest.mark.parametrize(
    ("typed", "suffix", "saved"),
    [
        ("/x/Стол 1 07.12.2026", ".mjgame", "/x/Стол 1 07.12.2026.mjgame"),
        ("/x/league v1.2", ".csv", "/x/league v1.2.csv"),
        ("/x/Итоги 07.12", ".pdf", "/x/Итоги 07.12.pdf"),
        ("/x/table. 1", ".png", "/x/table. 1.png"),
        ("/x/league.txt", ".csv", "/x/league.txt"),  # a suffix of its own: kept
        ("/x/club-night.TXT", ".mjgame", "/x/club-night.TXT"),
        ("/x/night.jpeg", ".png", "/x/night.jpeg"),
        ("/x/Стол 2.2026", ".mjgame", "/x/Стол 2.2026.mjgame"),  # digits: no suffix
        ("/x/round.12", ".csv", "/x/round.12.csv"),
        ("/x/v.2", ".pdf", "/x/v.2.pdf"),
        ("/x/notes.backup", ".csv", "/x/notes.backup.csv"),  # six letters: no suffix
        ("/x/a.b c", ".csv", "/x/a.b c.csv"),  # a space: no suffix
        ("/x/.hidden", ".csv", "/x/.hidden.csv"),
        ("/x/LEAGUE.CSV", ".csv", "/x/LEAGUE.CSV"),
        ("/x.d/game", ".mjgame", "/x.d/game.mjgame"),
        ("/x/game.mjgame", ".mjgame", "/x/game.mjgame"),
    ],
)
def test_a_name_with_dots_of_its_own_gets_the_suffix(typed: str, suffix: str, saved: str) -> None:
    """The part after a name's last dot (".2026", ".2", " 1") was taken for its suffix: the
    file was saved without the one the dialog offers."""
    assert with_suffix(typed, suffix) == saved


def test_save_as_of_a_record_kept_in_a_txt_file_writes_that_file(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The dialog starts on the record's own file, "club-night.txt", and the player presses Save:
    it was written to "club-night.txt.mjgame", unasked, the .txt left as it was."""
    kept = tmp_path / "club-night.txt"
    kept.write_text(OTHER_TABLE, encoding="utf-8")
    tracker = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini", "en").window
    assert tracker.open_file(kept)
    dialogs = Dialogs(qtbot, monkeypatch, kept)
    tracker.act_save_as.trigger()
    assert dialogs.asked_at == [str(kept)]
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == ["club-night.txt", "s.ini"]
    assert kept.read_text(encoding="utf-8") == tracker.controller.text
    assert tracker.controller.path == str(kept)


def test_a_name_chosen_under_all_files_is_kept_as_typed(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tracker = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini", "en").window
    tracker.controller.new_game(["Aiko", "Boris", "Chen", "Dasha"])
    dialogs = Dialogs(qtbot, monkeypatch, tmp_path / "Стол 2.2026")
    dialogs.chosen_filter = "All files (*)"
    tracker.act_save_as.trigger()
    assert (tmp_path / "Стол 2.2026").read_text(encoding="utf-8") == tracker.controller.text
    assert not (tmp_path / "Стол 2.2026.mjgame").exists()


def test_a_record_saved_under_a_dated_name_is_one_the_club_reads(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Save as "Стол 1 07.12.2026" (a date written as in Russian) wrote a file of that very name,
    no .mjgame: the league never read it and said nothing of it."""
    season = tmp_path / "season"
    write_season(season, 1)
    club = tmp_path / "club"
    club.mkdir()
    tracker = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini", "ru").window
    assert tracker.open_file(season / "night-20" / "table-1.mjgame")
    Dialogs(qtbot, monkeypatch, club / "Стол 1 07.12.2026")
    tracker.act_save_as.trigger()
    assert [p.name for p in club.iterdir()] == ["Стол 1 07.12.2026.mjgame"]
    assert [g.path for g in load_season([club]).games] == [club / "Стол 1 07.12.2026.mjgame"]


def test_every_save_dialog_adds_its_suffix_to_a_dotted_name(
    make_window: Callable[[], MainWindow], qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each save dialog of the app goes through with_suffix: the log window's record, the
    screenshot, the club's three exports."""
    out = tmp_path / "out"
    out.mkdir()
    window = make_window()
    logs = window.log_window()
    assert logs.load(PAO)
    Dialogs(qtbot, monkeypatch, out / "west 07.12.2026")
    qtbot.mouseClick(logs.findChild(QPushButton, "log-save-record"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    Dialogs(qtbot, monkeypatch, out / "desk 1.2")
    window.act_screenshot.trigger()
    folder = tmp_path / "season"
    write_season(folder, 4)
    club = ClubWindow(settings=Settings.at(str(tmp_path / "club.ini")))
    qtbot.addWidget(club)  # type: ignore[attr-defined]
    club.show()
    club.open_folder(folder)
    for button, name in (
        ("club-export-csv", "Лига 07.12.2026"),
        ("club-export-games", "games v1.2"),
        ("club-export-pdf", "Итоги 07.12"),
    ):
        Dialogs(qtbot, monkeypatch, out / name)
        qtbot.mouseClick(club.findChild(QPushButton, button), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert sorted(p.name for p in out.iterdir()) == [
        "desk 1.2.png",
        "games v1.2.csv",
        "west 07.12.2026.mjgame",
        "Итоги 07.12.pdf",
        "Лига 07.12.2026.csv",
    ]
    assert (out / "desk 1.2.png").read_bytes().startswith(b"\x89PNG")
    assert (out / "Итоги 07.12.pdf").read_bytes().startswith(b"%PDF")
    assert load_season([out]).games[0].path == out / "west 07.12.2026.mjgame"


@pytest.fixture
def club(qtbot: object, tmp_path: Path) -> ClubWindow:
    folder = tmp_path / "season"
    folder.mkdir()
    write_season(folder, 4)
    window = ClubWindow(settings=Settings.at(str(tmp_path / "s.ini")))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    window.open_folder(folder)
    return window


@pytest.mark.parametrize(
    ("button", "name", "suffix"),
    [
        ("club-export-csv", "league", ".csv"),
        ("club-export-games", "games", ".csv"),
        ("club-export-pdf", "summary", ".pdf"),
    ],
)
def test_club_exports_add_the_suffix_and_ask_before_replacing(
    club: ClubWindow,
    qtbot: object,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    button: str,
    name: str,
    suffix: str,
) -> None:
    old = tmp_path / f"{name}{suffix}"
    old.write_bytes(b"last week's")
    dialogs = Dialogs(qtbot, monkeypatch, tmp_path / name)
    dialogs.answers = ["replace-no"]
    qtbot.mouseClick(club.findChild(QPushButton, button), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert dialogs.questions == [
        f"{name}{suffix} already exists. Do you want to replace it? What it holds now will be lost."
    ]
    assert old.read_bytes() == b"last week's" and not (tmp_path / name).exists()
    dialogs = Dialogs(qtbot, monkeypatch, tmp_path / name)
    dialogs.answers = ["replace-yes"]
    qtbot.mouseClick(club.findChild(QPushButton, button), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert old.read_bytes() != b"last week's" and not (tmp_path / name).exists()
    assert club.notice.text() == f"Saved {old}."


def test_the_log_windows_record_and_the_screenshot_ask_too(
    make_window: Callable[[], MainWindow], qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    logs = window.log_window()
    assert logs.load(PAO)
    record = tmp_path / "game.mjgame"
    record.write_text(OTHER_TABLE, encoding="utf-8")
    dialogs = Dialogs(qtbot, monkeypatch, tmp_path / "game")
    dialogs.answers = ["replace-no"]
    qtbot.mouseClick(logs.findChild(QPushButton, "log-save-record"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert dialogs.questions[0].startswith("game.mjgame already exists.")
    assert record.read_text(encoding="utf-8") == OTHER_TABLE
    dialogs = Dialogs(qtbot, monkeypatch, tmp_path / "new-game")
    qtbot.mouseClick(logs.findChild(QPushButton, "log-save-record"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert (tmp_path / "new-game.mjgame").read_text(encoding="utf-8").startswith("# ")
    shot = tmp_path / "mjgui.png"
    shot.write_bytes(b"last week's picture")
    dialogs = Dialogs(qtbot, monkeypatch, tmp_path / "mjgui")
    dialogs.answers = ["replace-no"]
    window.act_screenshot.trigger()
    assert dialogs.questions[0].startswith("mjgui.png already exists.")
    assert shot.read_bytes() == b"last week's picture"


def test_each_save_dialog_starts_in_the_last_folder_of_its_kind(
    make_window: Callable[[], MainWindow], qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The folder a file is saved in is remembered for its kind: a game record saved from the
    log window has the tracker's Save as start there, under its own name; a screenshot's folder
    is the next screenshot's, not the records'."""
    window = make_window()
    logs = window.log_window()
    assert logs.load(PAO)
    records, shots = tmp_path / "records", tmp_path / "shots"
    records.mkdir()
    shots.mkdir()
    dialogs = Dialogs(qtbot, monkeypatch, records / "west")
    qtbot.mouseClick(logs.findChild(QPushButton, "log-save-record"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert (records / "west.mjgame").is_file()
    dialogs = Dialogs(qtbot, monkeypatch, shots / "desk")
    window.act_screenshot.trigger()
    window.act_screenshot.trigger()
    # the first: no folder yet, so the player's Documents folder (see the test below)
    assert dialogs.asked_at == [os.path.join(user_folder(), "mjgui.png"), str(shots / "mjgui.png")]
    tracker = window.game_link.tracker()
    tracker.controller.new_game(["Aiko", "Boris", "Chen", "Dasha"])
    dialogs = Dialogs(qtbot, monkeypatch)
    tracker.act_save_as.trigger()
    assert dialogs.asked_at == [str(records / "game.mjgame")]


def test_the_file_is_written_before_its_folder_is_remembered(
    make_window: Callable[[], MainWindow],
    qtbot: object,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    settings_path: Path,
) -> None:
    """Save as remembered the folder (a settings write) before it wrote the player's file: a
    settings write that waited for ever (a lock Qt could not take) froze the window with nothing
    saved. The file comes first, in each save dialog that remembers its folder."""
    window = make_window()
    remembered: list[tuple[str, str, bool]] = []
    keep = Settings.remember_folder

    def remember(settings: Settings, kind: str, path: str) -> None:
        remembered.append((kind, Path(path).name, Path(path).is_file()))
        keep(settings, kind, path)

    monkeypatch.setattr(Settings, "remember_folder", remember)
    records, shots = tmp_path / "records", tmp_path / "shots"
    records.mkdir()
    shots.mkdir()
    logs = window.log_window()
    assert logs.load(PAO)
    Dialogs(qtbot, monkeypatch, records / "west")
    qtbot.mouseClick(logs.findChild(QPushButton, "log-save-record"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    Dialogs(qtbot, monkeypatch, shots / "desk")
    window.act_screenshot.trigger()
    tracker = window.game_link.tracker()
    tracker.controller.new_game(["Aiko", "Boris", "Chen", "Dasha"])
    Dialogs(qtbot, monkeypatch, records / "east")
    tracker.act_save_as.trigger()
    assert remembered == [
        ("records", "west.mjgame", True),
        ("screenshots", "desk.png", True),
        ("records", "east.mjgame", True),
    ]
    saved = Settings.at(str(settings_path))
    assert saved.folder("records") == str(records) and saved.folder("screenshots") == str(shots)


@pytest.mark.parametrize(
    ("button", "kind", "suffix"),
    [
        ("club-export-csv", "table", ".csv"),
        ("club-export-games", "games", ".csv"),
        ("club-export-pdf", "pdf", ".pdf"),
    ],
)
@pytest.mark.parametrize("chosen", ["night-20/table-1.mjgame", "mjgui-aliases.txt"])
def test_a_club_export_chosen_onto_a_record_or_the_aliases_file_is_refused(
    club: ClubWindow,
    qtbot: object,
    monkeypatch: pytest.MonkeyPatch,
    button: str,
    kind: str,
    suffix: str,
    chosen: str,
) -> None:
    """The export dialog offers the season's folder, records and all: a record picked there (or
    the aliases file), its replacing agreed to, got the CSV or the PDF written over it, and
    "Saved". A record picked in the dialog gets the export's suffix (".mjgame" is none to it:
    beside it); an export written to it all the same, or to the aliases file, which keeps its
    ".txt", is refused, the file kept, the notice saying which file and why."""
    folder = club.controller.folder
    assert folder is not None
    (folder / "mjgui-aliases.txt").write_text("Borya = Boris\n", encoding="utf-8")
    club.reload()
    target = folder / chosen
    kept = target.read_bytes()
    Dialogs(qtbot, monkeypatch, target)  # a name with its suffix: the dialog itself asked
    qtbot.mouseClick(club.findChild(QPushButton, button), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert target.read_bytes() == kept
    if chosen.endswith(".mjgame"):
        beside = Path(f"{target}{suffix}")
        assert beside.is_file() and club.notice.text() == f"Saved {beside}."
        assert not club.export(kind, str(target))
    assert target.read_bytes() == kept
    why = (
        "is one of the season's game records (a file the league is read from)"
        if chosen.endswith(".mjgame")
        else "is an aliases file, where a season keeps its players' spellings"
    )
    assert club.notice.text() == (
        f"{target} {why}: an export never replaces it. Nothing was written; choose another name for "
        "the export."
    )
    assert club.controller.view().notice_error
    assert sorted(p.name for p in folder.iterdir() if p.name.startswith(".")) == []  # no temp file left


def test_the_first_save_starts_in_the_players_documents_not_where_mjgui_started(
    make_window: Callable[[], MainWindow], qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No records folder remembered yet: the tracker's first Save started at the bare file name,
    in the folder mjgui was started from; it starts in the player's Documents folder, or home
    when there is none."""
    home, started = tmp_path / "home", tmp_path / "started-here"
    (home / "Documents").mkdir(parents=True)
    started.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_DOCUMENTS_DIR", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))  # no user-dirs.dirs
    monkeypatch.chdir(started)
    window = make_window()
    tracker = window.game_link.tracker()
    assert tracker.settings.folder("records") == ""
    tracker.controller.new_game(["Aiko", "Boris", "Chen", "Dasha"])
    dialogs = Dialogs(qtbot, monkeypatch)
    tracker.act_save_as.trigger()
    assert dialogs.asked_at == [str(home / "Documents" / "game.mjgame")]
    (home / "Documents").rmdir()
    dialogs = Dialogs(qtbot, monkeypatch)
    tracker.act_save_as.trigger()
    assert dialogs.asked_at == [str(home / "game.mjgame")]

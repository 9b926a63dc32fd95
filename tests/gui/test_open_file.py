"""``mjgui FILE``: what a file manager runs for a game record (the menu entry's ``Exec=mjgui %f``,
Windows' file association) opens the record in the tracker and a game log in the log window;
``mjgui FILE.mjgame`` said "neither a command ... nor a hand" (exit 2). macOS hands the file over as
an open-document event instead, which the app opens the same way (mjgui/gui/fileopen.py)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFileOpenEvent, QImage
from PySide6.QtWidgets import QApplication, QWidget

import mjgui.app as app_module
from mjgui.app import _open_file_word, split_args
from mjgui.app import main as app_main
from tests.util import HANCHAN

DATA = Path(__file__).resolve().parents[1] / "data"
LOG = DATA / "logs" / "dnovikoff-example.mjlog"
MIDGAME = "\n".join(HANCHAN.splitlines()[:12]) + "\n"


@pytest.fixture
def record(tmp_path: Path) -> Path:
    path = tmp_path / "an evening" / "game 1.mjgame"
    path.parent.mkdir()
    path.write_text(MIDGAME, encoding="utf-8")
    return path


@pytest.fixture(autouse=True)
def _own_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "user-data"))


def _opened(args: list[str]) -> tuple[int | None, object]:
    options = split_args(args)
    return _open_file_word(options), options


def test_a_record_opens_in_the_tracker(record: Path) -> None:
    refused, options = _opened([str(record)])
    assert refused is None
    assert (options.tracker, options.hand, options.window) == (str(record), None, "main")
    assert options.score_args == []
    # the window options go with it; the desk's words stay the desk's
    refused, options = _opened([str(record), "--lang", "ru", "--theme", "dark", "--rules", "ema"])
    assert refused is None and options.tracker == str(record) and options.lang == "ru"
    assert options.score_args == ["--lang", "ru", "--rules", "ema"]
    # --tracker with it says the same
    refused, options = _opened([str(record), "--tracker"])
    assert refused is None and options.tracker == str(record)


def test_a_log_opens_in_the_log_window(tmp_path: Path) -> None:
    refused, options = _opened([str(LOG)])
    assert refused is None
    assert (options.window, options.open, options.hand, options.tracker) == ("log", str(LOG), None, None)
    gz = tmp_path / "2009060321gm.mjlog.gz"  # as Tenhou serves it, any name
    gz.write_bytes(__import__("gzip").compress(LOG.read_bytes()))
    refused, options = _opened([str(gz), "--window", "log"])
    assert refused is None and (options.window, options.open) == ("log", str(gz))


def test_a_hand_stays_a_hand(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A word that names no file is a hand: ``mjgui 123m`` as before, a folder of that name too."""
    monkeypatch.chdir(tmp_path)
    for words in (["234m567p3467888s5s", "--riichi"], ["123m"]):
        refused, options = _opened(words)
        assert refused is None and options.hand == words[0] and options.tracker is None
    (tmp_path / "123m").mkdir()
    refused, options = _opened(["123m"])
    assert refused is None and options.hand == "123m"


def test_an_existing_file_wins_over_a_hand(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    """The precedence the help and the README state: a word that names an existing file is that file."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "123m").write_text("rules seed\nplayers A B C D\n", encoding="utf-8")
    refused, options = _opened(["123m"])
    assert refused is None and options.tracker == "123m" and options.hand is None
    (tmp_path / "123m").write_text("a shopping list\n", encoding="utf-8")
    refused, options = _opened(["123m"])
    assert refused == 2
    assert '"123m" is neither a game record nor a game log.' in capsys.readouterr().err


def test_files_that_do_not_open_are_refused(tmp_path: Path, record: Path, capsys) -> None:
    text = tmp_path / "notes.txt"
    text.write_text("nothing to see\n", encoding="utf-8")
    cases = [
        ([str(text)], f'mjgui: "{text}" is neither a game record nor a game log. mjgui opens a game record'),
        ([str(text), "--lang", "ru"], f"mjgui: «{text}» — не запись игры и не лог игры."),
        ([str(tmp_path / "gone.mjgame")], f'mjgui: there is no file "{tmp_path / "gone.mjgame"}".'),
        (["gone.mjgame"], 'mjgui: there is no file "gone.mjgame".'),  # had no digit: "not a command"
        (["2009.mjlog"], 'mjgui: there is no file "2009.mjlog".'),  # had digits: read as a hand
        (
            [f"{tmp_path}/"],
            f'mjgui: "{tmp_path}/" is a folder. mjgui FILE opens a game record or a game log;',
        ),
        ([str(LOG), "--window", "quiz"], f'mjgui: "{LOG}" opens in the window that reads it'),
        ([str(record), "--window", "log"], f'mjgui: "{record}" opens in the window that reads it'),
        ([str(LOG), "--tracker"], f'mjgui: "{LOG}" opens in the window that reads it'),
        (["--tracker", str(record)], None),  # --tracker takes it: no file word, as before
    ]
    for words, said in cases:
        status = app_main(words) if said is not None else _open_file_word(split_args(words))
        err = capsys.readouterr().err
        if said is None:
            assert status is None, words
            continue
        assert status == 2, words
        assert err.startswith(said), (words, err)


def test_a_folder_of_records_is_said_to_be_a_folder_that_the_club_reads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """``mjgui season`` (a folder, no digit in its name) was "neither a command (score, game,
    replay, league) nor a hand"; a folder named like a hand stays a hand (test_a_hand_stays_a_hand)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "season").mkdir()
    assert app_main(["season"]) == 2
    err = capsys.readouterr().err
    assert err == (
        'mjgui: "season" is a folder. mjgui FILE opens a game record or a game log; a folder of game '
        "records (a season) opens in the Club results window, mjgui --window club --open season, "
        "and mjgui league season prints its league table.\n"
    )
    assert app_main(["season", "--lang", "ru"]) == 2
    assert capsys.readouterr().err.startswith("mjgui: «season» — папка.")
    assert app_main(["nope"]) == 2  # no such folder: no command either, as before
    assert '"nope" is neither a command' in capsys.readouterr().err


def test_the_help_says_a_word_written_as_a_path_is_no_hand(tmp_path: Path, monkeypatch, capsys) -> None:
    # the help said "any other is a hand", but a word written as a path that names no file is refused
    from mjgui.app import app_parser

    help_en = " ".join(app_parser("en").format_help().split())
    assert (
        "A word that names an existing file is that file; any other is a hand, unless it is "
        "written as a path." in help_en
    )
    help_ru = " ".join(app_parser("ru").format_help().split())
    assert "любое другое — рука, если только оно не записано как путь." in help_ru
    monkeypatch.chdir(tmp_path)
    assert app_main(["123m.mjgame"]) == 2  # digits, but written as a path: not read as a hand
    assert capsys.readouterr().err.startswith('mjgui: there is no file "123m.mjgame".')


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes")
def test_a_named_pipe_written_as_a_path_is_not_a_file(tmp_path: Path, capsys) -> None:
    # "there is no file" was said of a pipe there
    pipe = tmp_path / "fifo.mjgame"
    os.mkfifo(pipe)
    assert app_main([str(pipe)]) == 2
    assert capsys.readouterr().err.startswith(f'mjgui: "{pipe}" is not a file. mjgui FILE opens')
    assert app_main([str(pipe), "--lang", "ru"]) == 2
    assert capsys.readouterr().err.startswith(f"mjgui: «{pipe}» — не файл.")


def test_a_link_loop_written_as_a_path_is_said_to_be_one(tmp_path: Path, capsys) -> None:
    # "there is no file" was said of a link that leads back to itself
    loop = tmp_path / "loop.mjgame"
    loop.symlink_to("loop.mjgame")
    assert app_main([str(loop)]) == 2
    assert capsys.readouterr().err == (
        f'mjgui: "{loop}" is a link that leads back to itself (a loop of links): there is no file to '
        "open. Remove the link, or make it lead to a game record or a game log.\n"
    )
    assert app_main([str(loop), "--lang", "ru"]) == 2
    assert capsys.readouterr().err.startswith(f"mjgui: «{loop}» — ссылка, которая ведёт сама на себя")
    # through a folder link that loops: that link is named, not the file
    (tmp_path / "round").symlink_to("round")
    inside = tmp_path / "round" / "game.mjgame"
    assert app_main([str(inside)]) == 2
    assert capsys.readouterr().err == (
        f'mjgui: "{inside}" cannot be opened: "{tmp_path / "round"}", a folder on its way, is a link '
        "that leads back to itself (a loop of links). Remove that link, or make it lead to a folder.\n"
    )


def test_a_record_opens_in_the_tracker_window(
    record: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The whole start, as the file manager runs it: the tracker is the window shown, on the record."""
    shown: list[QWidget] = []
    real = app_module.tracker_window
    monkeypatch.setattr(app_module, "tracker_window", lambda w, o: shown.append(real(w, o)) or shown[-1])
    out = tmp_path / "tracker.png"
    assert app_main([str(record), "--screenshot", str(out)]) == 0
    [tracker] = shown
    assert type(tracker).__name__ == "TrackerWindow"
    assert tracker.controller.path == str(record)  # type: ignore[attr-defined]
    assert not QImage(str(out)).isNull()
    assert record.read_text(encoding="utf-8") == MIDGAME  # opened, not written


def test_a_log_opens_in_the_log_window_shown(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[QWidget] = []
    real = app_module._other_window
    monkeypatch.setattr(app_module, "_other_window", lambda w, o: shown.append(real(w, o)) or shown[-1])
    log = tmp_path / "a log, renamed.txt"  # the content tells
    shutil.copyfile(LOG, log)
    assert app_main([str(log), "--screenshot", str(tmp_path / "log.png")]) == 0
    [window] = shown
    assert type(window).__name__ == "LogWindow"
    assert window.controller.log is not None and len(window.controller.log.hands) > 1  # type: ignore[attr-defined]


def test_macos_open_document_events_open_the_file(window, record: Path, tmp_path: Path) -> None:
    """macOS sends the Finder's double-click as an event (QFileOpenEvent), not a word: the record
    opens in the tracker, a log in the log window, another file is said in the status bar."""
    from mjgui.gui.fileopen import install_file_opener
    from mjgui.gui.util import StatusNotice

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    opener = install_file_opener(app, window)
    try:
        assert QCoreApplication.sendEvent(app, QFileOpenEvent(str(record)))
        tracker = window.game_link.tracker()
        assert tracker.isVisible() and tracker.controller.path == str(record)
        assert QCoreApplication.sendEvent(app, QFileOpenEvent(str(LOG)))
        log = window.log_window()
        assert log.isVisible() and log.controller.log is not None
        text = tmp_path / "notes.txt"
        text.write_text("nothing\n", encoding="utf-8")
        assert QCoreApplication.sendEvent(app, QFileOpenEvent(str(text)))
        notice = window.statusBar().findChild(StatusNotice)
        assert isinstance(notice, StatusNotice) and notice.isVisible()
        assert notice.text().startswith(f'"{text}" is neither a game record')
    finally:
        app.removeEventFilter(opener)
        window.game_link.tracker().close()


def test_a_folder_named_by_a_year_is_said_to_be_a_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """``mjgui 2026`` (a season named by its year, a folder there) was read as a hand: "Digits
    "2026" at position 1 have no suit letter after them: add m, p, s or z". A word with no suit
    letter is no hand; a folder named like a hand stays a hand (test_a_hand_stays_a_hand)."""
    from mjgui.app import _not_a_command

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(app_module, "run", lambda options: 0)  # read as a hand: no window opened
    assert _not_a_command(split_args(["2026"])) is None  # no such folder: a hand, the notation says why
    (tmp_path / "2026").mkdir()
    assert app_main(["2026"]) == 2
    err = capsys.readouterr().err
    assert err.startswith('mjgui: "2026" is a folder. mjgui FILE opens a game record or a game log;')
    assert "mjgui --window club --open 2026" in err and "suit letter" not in err
    assert app_main(["2026", "--lang", "ru"]) == 2
    assert capsys.readouterr().err.startswith("mjgui: «2026» — папка.")
    (tmp_path / "123m").mkdir()
    assert _not_a_command(split_args(["123m"])) is None


def _desktop_entry_words(path: Path | None) -> list[str]:
    """The words the menu entry (packaging/linux/mjgui.desktop's Exec=) starts mjgui with, what
    follows the program: its ``%f`` is the file a file manager opens, or nothing (the menu)."""
    entry = Path(__file__).resolve().parents[2] / "packaging" / "linux" / "mjgui.desktop"
    [exec_line] = [
        line for line in entry.read_text(encoding="utf-8").splitlines() if line.startswith("Exec=")
    ]
    program, *words = exec_line.removeprefix("Exec=").split()
    assert program == "mjgui" and words.count("%f") == 1
    return [str(path) if word == "%f" else word for word in words if word != "%f" or path is not None]


def test_a_refused_file_started_from_the_desktop_is_said_in_the_desk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """The menu entry's ``Exec=mjgui --from-desktop %f`` (a double-click, *Open With*) printed why a
    file does not open on standard error, which a desktop's launcher shows no one, and exited 2: a
    click that did nothing. Started from the desktop, the desk opens and says why at its bottom, as
    macOS's open-document event does, in each language it is switched to; standard error still has
    it. (The desk is pictured here, where a desktop start would wait for the player.)"""
    from mjgui.gui.util import StatusNotice

    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")  # a platform seen, as the desktop's (the test's app is made)
    said: list[tuple[str, str]] = []

    def forget(*windows: QWidget) -> None:
        desk = windows[-1]
        notice = desk.statusBar().findChild(StatusNotice)  # type: ignore[attr-defined]
        if notice is None or notice.isHidden():  # the desk closed after its picture: nothing said
            said.append(("", ""))
            real_forget(*windows)
            return
        en = notice.text()
        desk.languages.set_language("ru")  # type: ignore[attr-defined]
        QCoreApplication.processEvents()
        said.append((en, notice.text()))
        desk.languages.set_language("en")  # type: ignore[attr-defined]
        QCoreApplication.processEvents()
        real_forget(*windows)

    real_forget, real_run = app_module.forget_windows, app_module.run
    monkeypatch.setattr(app_module, "forget_windows", forget)
    png = tmp_path / "desk.png"
    desks: list[object] = []

    def pictured(options: app_module.AppOptions) -> int:  # the desk the player would see
        assert options.screenshot is None and options.hand is None and options.tracker is None
        desks.append(options.refused)
        options.screenshot = str(png)
        return real_run(options)

    monkeypatch.setattr(app_module, "run", pictured)
    text = tmp_path / "notes.txt"
    text.write_text("nothing to see\n", encoding="utf-8")
    gone = tmp_path / "gone.mjgame"
    assert app_main(_desktop_entry_words(text)) == 0
    assert not QImage(str(png)).isNull()
    assert capsys.readouterr().err.startswith(f'mjgui: "{text}" is neither a game record nor a game log.')
    assert app_main(_desktop_entry_words(gone)) == 0
    assert capsys.readouterr().err == (
        f'mjgui: there is no file "{gone}". mjgui FILE opens a game record (.mjgame) in the game tracker '
        "and a game log (.mjlog, .xml, .json, .jsonl, .mjson, .gz) in the game-log window.\n"
    )
    (en_text, ru_text), (en_gone, ru_gone) = said
    assert en_text.startswith(f'"{text}" is neither a game record nor a game log.')
    assert ru_text.startswith(f"«{text}» — не запись игры и не лог игры.")
    assert en_gone.startswith(f'there is no file "{gone}".')
    assert ru_gone.startswith(f"файла «{gone}» нет.")
    # Windows' windowed mjgui.exe has no standard error at all: the desk is where it is said
    captured = sys.stderr
    monkeypatch.setattr("sys.stderr", None)
    assert app_main([str(text)]) == 0
    monkeypatch.setattr("sys.stderr", captured)
    assert len(said) == 3 and said[-1][0].startswith(f'"{text}" is neither a game record')
    # the menu entry started without a file: the desk, nothing refused
    assert app_main(_desktop_entry_words(None)) == 0 and desks[-1] is None
    assert capsys.readouterr().err == "" and said[-1] == ("", "")
    # a command-line mistake is no desktop's start: said on standard error only
    assert app_main([*_desktop_entry_words(LOG), "--window", "quiz"]) == 2
    assert len(desks) == 4


def test_a_refused_file_in_a_script_keeps_exit_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """A script with a display and no terminal (a CI job under xvfb-run, cron, a subprocess in a
    session of its own) was taken for a desktop's start: the desk opened, and the script hung
    waiting for it, or, with --screenshot, got exit 0 and a picture of an empty desk. Only the
    desktop's launchers (--from-desktop) and a process with no standard error are; --screenshot
    never is: why on standard error, exit 2, no window."""
    text = tmp_path / "notes.txt"
    text.write_text("nothing to see\n", encoding="utf-8")
    gone = tmp_path / "gone.mjgame"
    png = tmp_path / "desk.png"
    monkeypatch.setattr(app_module, "run", lambda options: pytest.fail("no window for a refused file"))
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setenv("DISPLAY", ":0")
    for word in (text, gone):
        assert app_main([str(word)]) == 2
        assert capsys.readouterr().err.startswith(
            f'mjgui: "{text}" is neither' if word == text else "mjgui: there is no"
        )
        assert app_main([str(word), "--screenshot", str(png)]) == 2
        assert app_main([*_desktop_entry_words(word), "--screenshot", str(png)]) == 2
        capsys.readouterr()
    captured = sys.stderr
    monkeypatch.setattr("sys.stderr", None)  # Windows' windowed exe, with --screenshot: a script's
    assert app_main([str(text), "--screenshot", str(png)]) == 2
    monkeypatch.setattr("sys.stderr", captured)
    assert not png.exists()
    # the launchers' word on a platform no one sees, or with no display to open the desk on
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert app_main(_desktop_entry_words(text)) == 2
    # nor is Windows' windowed exe (no standard error) there: a script's, as with --screenshot
    for platform in ("offscreen", "minimal:enable_fonts"):
        monkeypatch.setenv("QT_QPA_PLATFORM", platform)
        monkeypatch.setattr("sys.stderr", None)
        assert app_main([str(text)]) == 2, platform
        assert app_main(_desktop_entry_words(text)) == 2, platform
        monkeypatch.setattr("sys.stderr", captured)
    monkeypatch.delenv("QT_QPA_PLATFORM")
    monkeypatch.delenv("DISPLAY")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    assert app_main(_desktop_entry_words(text)) == 2
    assert capsys.readouterr().err.count(f'mjgui: "{text}" is neither a game record') == 2
    # --from-desktop is the launchers' first word, no window option: --help does not list it
    assert app_main(["--help"]) == 0
    assert "--from-desktop" not in capsys.readouterr().out
    assert app_main([str(text), "--from-desktop"]) == 2
    assert "--from-desktop" in capsys.readouterr().err  # not a window option


@pytest.mark.parametrize("screenshot", [False, True])
def test_a_script_in_a_session_of_its_own_gets_exit_2(tmp_path: Path, screenshot: bool) -> None:
    """The whole process, as a script starts it: in a new session (no controlling terminal),
    standard error captured, standard input empty, a display named and a platform that is seen.
    mjgui took that for the desktop: it opened the desk (here on a display that is not there)
    instead of exiting 2."""
    text = tmp_path / "notes.txt"
    text.write_text("nothing to see\n", encoding="utf-8")
    png = tmp_path / "desk.png"
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env.update(QT_QPA_PLATFORM="xcb", DISPLAY=":97", PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    proc = subprocess.run(
        [sys.executable, "-m", "mjgui", str(text), *(["--screenshot", str(png)] if screenshot else [])],
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        start_new_session=True,
        env=env,
        cwd=tmp_path,
        timeout=60,
    )
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.startswith(f'mjgui: "{text}" is neither a game record nor a game log.')
    assert not png.exists()

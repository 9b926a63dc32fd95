"""What the window leaves for after its first frame, the garbage collector paused until then, the
start-up trace the benchmarks read, and the small helpers start-up relies on."""

from __future__ import annotations

import gc
import html
import json
import os
import subprocess
import sys

import pytest
from PySide6.QtWidgets import QLabel, QTabWidget, QWidget

from mjgui.app import UsageError, build_window, split_args
from mjgui.app import main as app_main
from mjgui.gui import startup
from mjgui.gui.util import escape_html


@pytest.fixture
def gc_state():
    """Leave the collector as the test found it, whatever the test did to it."""
    enabled = gc.isenabled()
    yield
    startup.settle_gc()
    if enabled:
        gc.enable()
    else:
        gc.disable()


#: The widgets of the pages the first frame does not show (Score table, Readings, Waits).
HIDDEN_PAGES = ("score-table", "readings", "waits")


def hidden_pages(window: QWidget) -> list[str]:
    """Which of those pages the window holds so far."""
    return [name for name in HIDDEN_PAGES if window.findChild(QWidget, name) is not None]


def test_details_pages_are_built_after_the_first_frame(qtbot, gc_state) -> None:
    window = build_window(split_args(["--screenshot", "-", "234m567p3467888s5s", "--riichi"]))
    qtbot.addWidget(window)
    # built, not yet painted: the tabs it does not show are empty, the collector is paused
    assert hidden_pages(window) == []
    assert window.findChild(QLabel, "score-table-title") is None
    assert not gc.isenabled()
    window.show()
    qtbot.waitUntil(lambda: hidden_pages(window) == list(HIDDEN_PAGES), timeout=5000)
    qtbot.waitUntil(gc.isenabled, timeout=5000)
    # the pages are there now, with this hand
    title = window.findChild(QLabel, "score-table-title")
    assert title is not None and title.text()
    tabs = window.findChild(QTabWidget, "details")
    assert tabs is not None
    tabs.setCurrentIndex(1)  # the Score table fills itself when shown
    qtbot.waitUntil(lambda: window.score_table.rowCount() > 0, timeout=5000)
    tabs.setCurrentIndex(2)  # Readings
    qtbot.waitUntil(lambda: window.readings.isVisible(), timeout=5000)
    window.close()


def test_asking_for_a_hidden_tab_builds_it_before_the_first_frame(qtbot, gc_state) -> None:
    window = build_window(split_args([]))
    qtbot.addWidget(window)
    assert hidden_pages(window) == []
    tabs = window.findChild(QTabWidget, "details")
    assert tabs is not None
    tabs.setCurrentIndex(1)  # the Score table, clicked before anything was painted
    assert hidden_pages(window) == ["score-table", "readings"]
    assert not gc.isenabled()  # the rest still waits for the first frame
    window.finish_startup()
    assert hidden_pages(window) == list(HIDDEN_PAGES)
    window.finish_startup()  # once only
    assert hidden_pages(window) == list(HIDDEN_PAGES) and gc.isenabled()


def test_gc_pause_and_resume(gc_state) -> None:
    gc.enable()
    startup.pause_gc()
    assert not gc.isenabled()
    startup.pause_gc()  # already paused: nothing more to undo
    startup.resume_gc()
    assert gc.isenabled()
    assert gc.get_freeze_count() > 0  # what start-up made is left out of collections for now
    startup.settle_gc()
    assert gc.get_freeze_count() == 0


def test_gc_left_alone_when_it_was_off(gc_state) -> None:
    gc.disable()
    startup.pause_gc()
    startup.resume_gc()
    assert not gc.isenabled()  # the collector was off before: start-up does not turn it on


def test_trace_startup_prints_wall_and_cpu_time(monkeypatch, capsys) -> None:
    monkeypatch.setenv(startup.TRACE_STARTUP, "1")
    startup.trace_startup("first-frame")
    words = capsys.readouterr().err.split()
    assert words[:2] == ["mjgui-startup", "first-frame"]
    wall, cpu = float(words[2]), float(words[3])
    assert wall > 0 and cpu > 0
    monkeypatch.setenv(startup.TRACE_STARTUP, "0")
    startup.trace_startup("ready")
    assert capsys.readouterr().err == ""


def test_trace_startup_exit_ends_the_process_after_the_first_frame(tmp_path) -> None:
    code = (
        "from mjgui.gui.startup import trace_startup\n"
        "trace_startup('window-built')\n"
        "trace_startup('first-frame')\n"
        "print('not reached')\n"
    )
    env = {**os.environ, startup.TRACE_STARTUP: "exit"}
    proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0
    assert proc.stdout == ""
    assert [line.split()[1] for line in proc.stderr.splitlines()] == ["window-built", "first-frame"]
    env[startup.TRACE_STARTUP] = "exit:window-built"
    proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert (proc.returncode, proc.stdout) == (0, "")
    assert [line.split()[1] for line in proc.stderr.splitlines()] == ["window-built"]


@pytest.mark.parametrize("text", ["Riichi <b>&", "'quoted' \"twice\"", "plain", "&amp;", ""])
def test_escape_html_is_html_escape(text: str) -> None:
    assert escape_html(text) == html.escape(text)
    assert escape_html(text, quote=False) == html.escape(text, quote=False)


def test_wrap_label_heights_follow_text_font_and_margins(qtbot) -> None:
    from PySide6.QtGui import QFont

    from mjgui.gui.util import WrapLabel

    label = WrapLabel()
    qtbot.addWidget(label)
    label.setText("Riichi tanyao pinfu")
    one = label.heightForWidth(400)
    assert label.heightForWidth(400) == one  # asked again: the same answer, from the cache
    label.setText("Riichi tanyao pinfu " * 8)  # wraps at 400 px: taller
    taller = label.heightForWidth(400)
    assert taller > one
    font = QFont(label.font())
    font.setPointSizeF(font.pointSizeF() * 2)
    label.setFont(font)
    assert label.heightForWidth(400) > taller
    bigger = label.heightForWidth(400)
    label.setContentsMargins(0, 20, 0, 20)
    assert label.heightForWidth(400) == bigger + 40
    label.clear()
    assert label.heightForWidth(400) < bigger


@pytest.mark.parametrize("width", [60, 180, 320, 520, 900])
@pytest.mark.parametrize("text", ["Enter a hand", "Haneman 18,000 · Riichi", "Введите руку", "東 dealer"])
def test_headline_takes_the_largest_size_that_fits(qtbot, text: str, width: int) -> None:
    """The fit starts from an estimate, not from the top: the size it picks is still the largest
    one from max to min whose text fits."""
    from PySide6.QtGui import QFont, QFontMetrics

    from mjgui.gui.results import FitLabel

    label = FitLabel(38, 16)
    qtbot.addWidget(label)
    label.setText(text)
    label.resize(width, 40)
    label.show()
    qtbot.waitUntil(lambda: label.width() == width)
    avail = max(50, width - 4)
    font = QFont(label.font())
    expected = 16
    for size in range(38, 16, -1):
        font.setPixelSize(size)
        if QFontMetrics(font).horizontalAdvance(text) <= avail:
            expected = size
            break
    assert label.font().pixelSize() == expected
    assert label.font().bold()


def test_window_icon_comes_after_the_first_frame(qtbot, gc_state) -> None:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.setWindowIcon(QIcon())
    window = build_window(split_args(["--screenshot", "-"]))
    qtbot.addWidget(window)
    assert app.windowIcon().isNull()  # not made for the first frame
    window.show()
    qtbot.waitUntil(lambda: not app.windowIcon().isNull())
    assert not window.windowIcon().isNull()
    window.close()


def menu_items(window: QWidget) -> dict[str, list[str]]:
    """Each menu of the menu bar by its title: its items' texts (a submenu's title, "-" for a
    separator)."""
    bar = window.menuBar()
    return {
        act.text(): [item.text() or "-" for item in act.menu().actions()]
        for act in bar.actions()
        if act.menu() is not None
    }


def test_menu_items_are_made_after_the_first_frame(qtbot, gc_state) -> None:
    window = build_window(split_args(["--screenshot", "-", "--theme", "dark"]))
    qtbot.addWidget(window)
    # the first frame shows the menus' titles, not their items
    before = menu_items(window)
    assert list(before) == ["&File", "&Edit", "Han&d", "&Game", "&View", "&Learn", "&Help"]
    assert list(before.values()) == [[]] * 7
    window.set_language("ru")  # a language chosen before the items are made: they are worded in it
    window.show()
    qtbot.waitUntil(lambda: bool(window.menu_edit.actions()), timeout=5000)
    items = menu_items(window)
    assert items["&Правка"] == ["&Отменить", "&Повторить", "&Копировать результат текстом", "&Следующая рука"]
    assert items["&Вид"][-2:] == ["&Язык", "&Тема"]
    assert items["&Игра"][0] == "&Трекер игры"
    assert window.game_link.act_follow.isChecked()
    assert not window.game_link.act_save.isEnabled()  # no game yet
    assert [act.isChecked() for act in window.theme_actions.values()] == [False, False, True]  # --theme
    assert window.language_actions["ru"].isChecked()
    assert not window.act_undo.isEnabled()  # the view's state, given to the items made late
    window.set_language("en")
    qtbot.waitUntil(lambda: window.menu_edit.title() == "&Edit", timeout=5000)
    assert menu_items(window)["&Edit"][0] == "&Undo"
    window.close()


def game_links(window: QWidget) -> int:
    """How many links to the game tracker the window holds (its Game menu's and Apply to game's)."""
    return sum(type(child).__name__ == "GameLink" for child in window.children())


def test_the_game_link_is_made_after_the_first_frame(qtbot, gc_state) -> None:
    window = build_window(split_args(["--screenshot", "-", "234m567p3467888s5s", "--riichi"]))
    qtbot.addWidget(window)
    # the first frame shows the Game menu's title and, for a win, Apply to game: the window words
    # and shows them as the link does, which is made (with its module) after that frame
    assert game_links(window) == 0
    assert window.menu_game.title() == "&Game"
    button = window.apply_to_game
    assert button.text() == "Apply to game…" and button.toolTip().startswith("Record this win")
    assert not button.isHidden() and button.isEnabled()
    window.controller.set_notation("234m567p3467888s")  # 13 tiles: no win, nothing to apply
    assert button.isHidden() and not button.isEnabled()
    window.set_language("ru")
    qtbot.waitUntil(lambda: window.menu_game.title() == "&Игра", timeout=5000)
    assert button.text() == "В игру…"
    assert game_links(window) == 0
    window.show()
    qtbot.waitUntil(lambda: game_links(window) == 1, timeout=5000)
    window.controller.set_notation("234m567p3467888s5s")  # the link shows it now
    assert not button.isHidden() and button.isEnabled()
    window.set_language("en")
    qtbot.waitUntil(lambda: window.menu_game.title() == "&Game", timeout=5000)
    assert button.text() == "Apply to game…"
    window.close()


def test_asking_for_the_game_link_makes_it_before_the_first_frame(qtbot, gc_state) -> None:
    window = build_window(split_args(["--screenshot", "-"]))
    qtbot.addWidget(window)
    link = window.game_link  # a test, or a record opened from the Finder, before any paint
    assert game_links(window) == 1 and window.game_link is link
    window.finish_startup()
    assert game_links(window) == 1 and window.game_link.act_open.text() == "Game &tracker"


def test_the_payments_row_is_made_with_the_first_view_that_pays(qtbot, gc_state) -> None:
    window = build_window(split_args(["--screenshot", "-"]))
    qtbot.addWidget(window)
    assert window.findChild(QWidget, "payments") is None  # the empty desk pays nobody
    window.controller.set_notation("234m567p3467888s5s")
    payments = window.findChild(QWidget, "payments")
    assert payments is window.payments and not payments.isHidden()
    assert [card.amount.text() for card in window.payments.cards] == ["+2900", "−2900", "0", "0"]
    window.controller.set_notation("")
    assert payments.isHidden()
    asked = build_window(split_args(["--screenshot", "-"]))  # asked for before it pays: hidden
    qtbot.addWidget(asked)
    assert asked.payments.isHidden() and asked.findChild(QWidget, "payments") is asked.payments


def test_the_payments_row_asked_for_on_a_shown_window_stays_hidden(qtbot, gc_state) -> None:
    """Ctrl+G and closing the tracker on the empty desk ask the link to word the seats, which
    reads the payments row: made on a window already shown, it showed four empty cards."""
    window = build_window(split_args([]))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.finish_startup()
    assert window.findChild(QWidget, "payments") is None
    window.game_link.calculator_names_changed()
    qtbot.wait(50)  # the layout's pass
    assert window.payments.isHidden() and not window.payments.isVisible()
    window.controller.set_notation("234m567p3467888s5s")
    assert window.payments.isVisible()


def test_shortcuts_are_given_after_the_first_frame(qtbot, gc_state) -> None:
    window = build_window(split_args(["--screenshot", "-"]))
    qtbot.addWidget(window)
    window.show()  # the actions and their keys (no QKeySequence before the first frame) come after it
    qtbot.waitUntil(lambda: hasattr(window, "act_undo"), timeout=5000)
    assert window.act_undo.shortcut().toString() == "Ctrl+Z"
    assert [k.toString() for k in window.act_redo.shortcuts()] == ["Ctrl+Shift+Z", "Ctrl+Y"]
    assert window.act_copy.shortcut().toString() == "Ctrl+C"  # the platform's Copy
    assert window.act_notation_help.shortcut().toString() == "F1"
    assert window.game_link.act_open.shortcut().toString() == "Ctrl+G"
    # an action made later gets its keys at once
    from PySide6.QtGui import QAction

    late = QAction(window)
    window.add_shortcuts(late, "F9")
    assert late.shortcut().toString() == "F9"
    window.close()


@pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="thread names from /proc (Linux)")
def test_painting_starts_no_thread_pool() -> None:
    """Qt's raster engine would hand big fills to a pool of threads; the app paints on its own
    thread (build_window's first step, mjgui.gui.startup.before_qt, sets QT_NO_GUI_THREADPOOL)."""
    code = (
        "import os\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from mjgui.app import build_window, split_args\n"
        "w = build_window(split_args(['--screenshot', '-', '234m567p3467888s5s', '--riichi']))\n"
        "w.finish_startup()\n"
        "w.show()\n"
        "for _ in range(5):\n"
        "    QApplication.processEvents()\n"
        "w.grab()\n"
        "names = [open(f'/proc/self/task/{t}/comm').read().strip() for t in os.listdir('/proc/self/task')]\n"
        "print(len(names), sorted(set(names)))\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "QT_NO_GUI_THREADPOOL"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "pooled" not in proc.stdout, proc.stdout


# -- the command line of the window (issue 17 item 10, issue 15) ------------------------------


def _run_app(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mjgui", *args], env=env, capture_output=True, text=True, timeout=120
    )


def _env_without_display(**extra: str) -> dict[str, str]:
    drop = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LANG", "LC_ALL", "LC_MESSAGES")
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env.update(extra)
    return env


def test_an_unknown_command_is_a_usage_error() -> None:
    proc = _run_app(["nope"], _env_without_display(QT_QPA_PLATFORM="offscreen"))
    assert proc.returncode == 2
    assert proc.stderr.startswith("usage: mjgui ")
    # every command, from the one list that runs them (mjgui.CLI_COMMANDS)
    assert '"nope" is neither a command (score, game, replay, league) nor a hand' in proc.stderr
    ru = _run_app(["nope", "--lang", "ru"], _env_without_display(QT_QPA_PLATFORM="offscreen"))
    assert ru.returncode == 2 and "«nope» — не команда (score, game, replay, league) и не рука" in ru.stderr


def test_the_usage_lists_every_command(capsys) -> None:
    """The usage and the help said ``mjgui [score ... | game ...]``: replay and league were left
    out; both, in both languages, are made from mjgui.CLI_COMMANDS."""
    from mjgui import CLI_COMMANDS

    assert CLI_COMMANDS == ("score", "game", "replay", "league")
    for lang, usage in (("en", "usage"), ("ru", "использование")):
        assert app_main(["--help", "--lang", lang]) == 0
        out = capsys.readouterr().out
        assert out.startswith(f"{usage}: mjgui [score ... | game ... | replay ... | league ...] ")
        assert "score, game, replay, league." in out
    from mjgui.cli import main as cli_main

    assert cli_main(["nope", "--lang", "ru"]) == 2
    error = json.loads(capsys.readouterr().out)["error"]
    assert error["message"] == "«nope» — не команда: используйте score, game, replay, league."


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11/Wayland displays")
def test_no_display_is_a_clear_message_not_an_abort() -> None:
    proc = _run_app([], _env_without_display())
    assert proc.returncode == 2, proc.stderr
    assert "no display to open the window on" in proc.stderr and "Traceback" not in proc.stderr
    ru = _run_app([], _env_without_display(LANG="ru_RU.UTF-8"))
    assert ru.returncode == 2 and "нет экрана, на котором открыть окно" in ru.stderr
    # the command line itself needs no display
    score = _run_app(["score", "234m567p3467888s5s", "--riichi"], _env_without_display())
    assert score.returncode == 0 and '"ok": true' in score.stdout


def test_one_parser_checks_every_word_and_keeps_the_score_arguments() -> None:
    options = split_args(["234m567p3467888s5s", "--seat", "S", "--theme", "dark", "--riichi", "--lang", "ru"])
    assert options.hand == "234m567p3467888s5s" and options.lang == "ru" and options.theme == "dark"
    assert options.score_args == ["234m567p3467888s5s", "--seat", "S", "--riichi", "--lang", "ru"]
    assert split_args(["--tracker"]).hand is None and split_args([]).lang is None
    for bad in (["--foo"], ["--seat"], ["--tracker-view", "huge"], ["--size", "big"], ["1m", "2m"]):
        with pytest.raises(UsageError):
            split_args(bad)
    assert app_main(["--no-such-option"]) == 2


def test_help_lists_the_window_and_score_options(capsys) -> None:
    assert app_main(["--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: mjgui ")
    for option in ("--screenshot", "--tracker", "--answers", "--riichi", "--dora", "--seat"):
        assert option in out
    # the score command's own options: the window shows the near misses anyway, reads no batch
    options = out.split("commands (print JSON or text, no window):")[0]
    assert "--explain" not in options and "--batch" not in options


def test_the_score_commands_own_options_are_refused_by_the_window() -> None:
    for own in ("--batch", "--explain"):
        with pytest.raises(UsageError, match=f"unrecognized arguments: {own}"):
            split_args(["234m567p3467888s5s", own])
        with pytest.raises(UsageError, match=f"unrecognized arguments: {own}"):
            split_args(["234m567p3467888s5s", own, "--theme", "dark"])
    assert split_args(["234m567p3467888s5s", "--riichi"]).score_args == ["234m567p3467888s5s", "--riichi"]


def test_old_tile_cache_folders_are_deleted_and_nothing_else(tmp_path) -> None:
    from mjgui.gui.tiles import prune_cache_folders

    current = tmp_path / "tiles-0000000a"
    current.mkdir()
    (current / "1m-40x56-1-0.argb").write_bytes(b"x")
    old = tmp_path / "tiles-0000000b"
    old.mkdir()
    (old / "1m-40x56-1-0.argb").write_bytes(b"x")
    (old / "2m-40x56-1-0.png").write_bytes(b"x")
    (old / "mjgui-tile-cache").write_bytes(b"mjgui tile cache\n")
    foreign = tmp_path / "tiles-0000000c"
    foreign.mkdir()
    (foreign / "notes.txt").write_text("mine")
    other = tmp_path / "something-else"
    other.mkdir()
    assert prune_cache_folders(current) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "something-else",
        "tiles-0000000a",
        "tiles-0000000c",
    ]
    assert (current / "1m-40x56-1-0.argb").exists()
    assert (foreign / "notes.txt").read_text() == "mine"


def test_a_players_own_tiles_folder_beside_the_cache_is_never_deleted(tmp_path, monkeypatch) -> None:
    """``MJGUI_TILE_CACHE`` may name a folder of the player's own (pictures): a ``tiles-20240101``
    of their photos there (a date is all hex digits) is not the cache's, which deletes only the
    folders it marked as its own, holding only files named as it names tiles."""
    from mjgui.gui.tiles import CACHE_MARKER, TileArt, _disk_cache_dir, prune_cache_folders

    monkeypatch.setenv("MJGUI_TILE_CACHE", str(tmp_path))
    photos = tmp_path / "tiles-20240101"
    photos.mkdir()
    (photos / "kitchen-floor.png").write_bytes(b"photo 1")
    (photos / "bathroom.png").write_bytes(b"photo 2")
    tiles_named = tmp_path / "tiles-20240102"  # named as tiles are, but never marked by mjgui
    tiles_named.mkdir()
    (tiles_named / "1m-40x56-1-u.argb").write_bytes(b"x")
    current = _disk_cache_dir()
    assert current is not None and current.parent == tmp_path
    assert (current / CACHE_MARKER).is_file()  # made by mjgui: marked as the cache's
    assert TileArt().prune_disk_cache() == 0
    assert sorted(p.name for p in photos.iterdir()) == ["bathroom.png", "kitchen-floor.png"]
    assert (tiles_named / "1m-40x56-1-u.argb").exists()
    # in mjgui's own cache folder, an earlier mjgui's unmarked folder goes; still only tiles
    assert prune_cache_folders(current, unmarked=True) == 1
    assert not tiles_named.exists()
    assert (photos / "kitchen-floor.png").read_bytes() == b"photo 1"
    marked = tmp_path / "tiles-20240103"  # marked, but holding a file no tile is named as
    marked.mkdir()
    (marked / CACHE_MARKER).write_bytes(b"mjgui tile cache\n")
    (marked / "holiday.png").write_bytes(b"photo 3")
    assert prune_cache_folders(current) == 0
    assert (marked / "holiday.png").exists()


#: Runs the app to its first frame and prints whether PySide6's ``__feature__`` import hook is
#: still ``builtins.__import__`` then; ``PYSIDE_FIRST`` imports PySide6 before the app, as the
#: frozen bundle's start-up hooks do.
FEATURE_HOOK_AT_FIRST_FRAME = """
import builtins, os, sys
if os.environ.get("PYSIDE_FIRST"):
    import PySide6.QtCore
import mjgui.gui.startup as startup

def first_frame(label):
    if label == "first-frame":
        hook = getattr(builtins, "__feature_import__", None)
        print("hook" if builtins.__import__ is hook else "no hook", hook is not None, flush=True)
        os._exit(0)

startup.trace_startup = first_frame
from mjgui.app import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.parametrize("pyside_first", ["", "1"], ids=["source-tree", "bundle-order"])
def test_pysides_feature_import_hook_is_out_by_the_first_frame(tmp_path, pyside_first: str) -> None:
    """PySide6's hook runs Python at every import and reads each new module's source: the
    window takes it out before importing its own modules, whether PySide6 came first or not."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MJGUI_")}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
        MJGUI_TILE_CACHE="off",
        PYSIDE_FIRST=pyside_first,
    )
    proc = subprocess.run(
        [sys.executable, "-c", FEATURE_HOOK_AT_FIRST_FRAME, "234m567p3467888s5s", "--riichi"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.split() == ["no", "hook", "True"]  # PySide6 had installed it: it was taken out


def test_skip_feature_import_leaves_any_other_import_alone(monkeypatch) -> None:
    import builtins

    def mine(*args: object, **kwargs: object) -> None:  # a stand-in import
        return None

    monkeypatch.setattr(builtins, "__import__", mine)
    startup.skip_feature_import()
    assert builtins.__import__ is mine


def test_no_module_of_the_app_uses_pysides_feature_switches() -> None:
    """The hook taken out at start serves ``from __feature__ import ...``: no module may use it."""
    import ast
    from pathlib import Path

    import mjgui

    users = []
    for path in Path(mjgui.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = (
                [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else []
            )
            if "__feature__" in names:
                users.append(str(path))
    assert users == []


def test_temp_files_killed_tile_writers_left_are_removed_and_their_folders_pruned(tmp_path) -> None:
    """A write killed before its rename leaves ``.NAME.argb.PID.tmp``: once it is a minute old
    and not this process's, it goes, from the current folder and from old ones (which are then
    pruned); a young one, or this process's, may be a write at work and stays."""
    import time

    from mjgui.gui.tiles import prune_cache_folders

    old_time = time.time() - 3600
    current = tmp_path / "tiles-0000000a"
    current.mkdir()
    (current / "1m-40x56-1-u.argb").write_bytes(b"x")
    left = current / ".2m-40x56-1-u.argb.999999.tmp"
    young = current / ".3m-40x56-1-u.argb.999998.tmp"
    ours = current / f".4m-40x56-1-u.argb.{os.getpid()}.tmp"
    for temp in (left, young, ours):
        temp.write_bytes(b"half a tile")
    for temp in (left, ours):
        os.utime(temp, (old_time, old_time))
    old = tmp_path / "tiles-0000000b"
    old.mkdir()
    (old / "1m-40x56-1-u.argb").write_bytes(b"x")
    (old / "mjgui-tile-cache").write_bytes(b"mjgui tile cache\n")
    killed = old / ".5m-40x56-1-u.argb.999997.tmp"
    killed.write_bytes(b"half a tile")
    os.utime(killed, (old_time, old_time))
    assert prune_cache_folders(current) == 1
    assert not old.exists()
    assert sorted(p.name for p in current.iterdir()) == sorted(["1m-40x56-1-u.argb", young.name, ours.name])


def test_a_window_size_is_bounded_by_what_the_window_can_paint(capsys) -> None:
    """``--screenshot out.png --size 99999x99999`` crashed the process (exit 139, Qt could not
    make the picture): a side over MAX_WINDOW_SIDE is a usage error, exit 2, worded in the
    catalogue; the largest size is taken (nothing is painted here)."""
    from mjgui.app import MAX_WINDOW_SIDE

    assert MAX_WINDOW_SIDE == 8192
    assert split_args(["--size", "8192x8192"]).size == (8192, 8192)
    assert split_args(["--size", "1x1"]).size == (1, 1)
    for bad in ("99999x99999", "8193x600", "800x0", "-5x600", "800"):
        with pytest.raises(UsageError, match="each side from 1 to 8192 pixels"):
            split_args([f"--size={bad}"])
    assert app_main(["--screenshot", "never-written.png", "--size", "99999x99999"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: mjgui ") and "Traceback" not in err
    assert "argument --size: give WIDTHxHEIGHT, each side from 1 to 8192 pixels, e.g. 1280x800" in err
    assert app_main(["--size", "99999x99999", "--lang", "ru"]) == 2
    assert "каждая сторона от 1 до 8192" in capsys.readouterr().err


def test_an_unknown_palette_mode_is_refused_with_the_modes(capsys) -> None:
    """``--mode bogus`` was taken and silently ignored: the modes are the calculator's, listed."""
    from mjgui.controller.scoring.state import MODES

    assert split_args(["--mode", "pon"]).mode == "pon"
    with pytest.raises(UsageError, match="invalid choice: 'bogus'") as info:
        split_args(["--mode", "bogus"])
    assert ", ".join(f"'{mode}'" for mode in MODES) in str(info.value)
    assert app_main(["--mode", "bogus"]) == 2
    assert "argument --mode: invalid choice: 'bogus'" in capsys.readouterr().err

"""The desktop application entry point.

``mjgui`` opens the window; ``mjgui score ...`` / ``mjgui game ...`` run the command line.
``mjgui --screenshot FILE.png [score arguments]`` opens the window with the hand given in the
CLI's ``score`` syntax, lets it paint, saves a PNG of the window and exits 0 (it needs no
display with ``QT_QPA_PLATFORM=offscreen``). Window options, before or among the score
arguments: ``--theme system|light|dark``, ``--size WIDTHxHEIGHT``, ``--mode MODE`` (palette
mode to show, e.g. ``pon``), ``--discards TILES`` (your discards, for furiten) and
``--notation TEXT`` (text typed into the notation field, e.g. to show an error).
Any score arguments also work without ``--screenshot`` to open the window on that hand.

Teaching mode: ``--tab readings`` shows the Readings tab; ``--window quiz`` opens the quiz (on
the hand given, or a random one: ``--level yaku|han_fu|payment``, ``--seed N``, and
``--answers "riichi tanyao;3;40"`` answers its questions in order, steps separated by ``;``,
the two amounts of a tsumo by ``/``); ``--window compare`` opens the rules comparison. With
``--screenshot`` the PNG is of that window.

The game tracker: ``--tracker [FILE.mjgame]`` opens it (on that record), ``--tracker-view big``
in its large-text full-screen view; with ``--screenshot`` the PNG is of the tracker.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from mjgui.controller.teach.teach import QuizController
    from mjgui.gui.window import MainWindow

APP_OPTIONS = (
    "--screenshot", "--theme", "--size", "--mode", "--discards", "--notation",
    "--tab", "--window", "--level", "--seed", "--answers",
    "--tracker", "--tracker-view",
)  # fmt: skip
TABS = ("counted", "readings")
WINDOWS = ("main", "quiz", "compare")
#: ``--screenshot`` PNGs: Qt's quality 80 is zlib level 1, as small as the default level here
#: (flat colours and text) and about a third faster to write.
SCREENSHOT_PNG_QUALITY = 80


class AppOptions:
    """The window's own options (a plain class: made at every start, before anything else)."""

    def __init__(self) -> None:
        self.screenshot: str | None = None
        self.theme: str | None = None
        self.size: tuple[int, int] | None = None
        self.mode: str | None = None
        self.discards = ""
        self.notation: str | None = None
        self.tab: str | None = None
        self.window = "main"
        self.level: str | None = None
        self.seed: int | None = None
        self.answers = ""
        self.tracker: str | None = None  # --tracker [FILE.mjgame]: the game tracker ("" without a file)
        self.tracker_view = "normal"  # --tracker-view big: its full-screen table
        self.score_args: list[str] = []


class UsageError(ValueError):
    pass


def split_args(args: Sequence[str]) -> AppOptions:
    """Take the window's own options out; the rest are ``score`` arguments."""
    out = AppOptions()
    rest: list[str] = []
    items = list(args)
    i = 0
    while i < len(items):
        word = items[i]
        name, eq, inline = word.partition("=")
        if name in APP_OPTIONS:
            if eq:
                value = inline
            elif name == "--tracker" and (i + 1 >= len(items) or items[i + 1].startswith("--")):
                value = ""  # the tracker without a file
            elif i + 1 < len(items):
                i += 1
                value = items[i]
            else:
                raise UsageError(f"{name} needs a value")
            _set_option(out, name, value)
        else:
            rest.append(word)
        i += 1
    out.score_args = rest
    return out


def _set_option(out: AppOptions, name: str, value: str) -> None:
    if name == "--screenshot":
        out.screenshot = value
    elif name == "--theme":
        if value not in ("system", "light", "dark"):
            raise UsageError("--theme is system, light or dark")
        out.theme = value
    elif name == "--size":
        try:
            w, h = (int(part) for part in value.lower().split("x"))
        except ValueError:
            raise UsageError("--size is WIDTHxHEIGHT, e.g. 1280x800") from None
        out.size = (w, h)
    elif name == "--mode":
        out.mode = value
    elif name == "--discards":
        out.discards = value
    elif name == "--notation":
        out.notation = value
    elif name == "--tracker":
        out.tracker = value
    elif name == "--tracker-view":
        if value not in ("normal", "big"):
            raise UsageError("--tracker-view is normal or big")
        out.tracker_view = value
    else:
        _set_teach_option(out, name, value)


def _set_teach_option(out: AppOptions, name: str, value: str) -> None:
    if name == "--tab":
        if value not in TABS:
            raise UsageError("--tab is counted or readings")
        out.tab = value
    elif name == "--window":
        if value not in WINDOWS:
            raise UsageError("--window is main, quiz or compare")
        out.window = value
    elif name == "--level":
        if value not in ("yaku", "han_fu", "payment"):
            raise UsageError("--level is yaku, han_fu or payment")
        out.level = value
    elif name == "--seed":
        try:
            out.seed = int(value)
        except ValueError:
            raise UsageError("--seed is a whole number") from None
    elif name == "--answers":
        out.answers = value


def _lang_arg(args: Sequence[str]) -> str | None:
    for i, word in enumerate(args):
        if word == "--lang" and i + 1 < len(args):
            return args[i + 1]
        if word.startswith("--lang="):
            return word.split("=", 1)[1]
    return None


def _has_hand(args: Sequence[str]) -> bool:
    """Is there a positional HAND among the score arguments?"""
    takes_value = {
        "--chi", "--pon", "--kan", "--ankan", "--win", "--seat", "--round", "--dora", "--ura", "--honba",
        "--sticks", "--renchan", "--from", "--rules", "--lang",
    }  # fmt: skip
    skip = False
    for word in args:
        if skip:
            skip = False
            continue
        if word in takes_value:
            skip = True
            continue
        if not word.startswith("--"):
            return True
    return False


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ("score", "game", "league"):
        from mjgui.cli import main as cli_main

        return cli_main(args)
    from mjgui.gui.startup import trace_startup

    trace_startup("main")
    try:
        options = split_args(args)
    except UsageError as err:
        print(f"mjgui: {err}", file=sys.stderr)
        return 2
    return run(options)


def build_window(options: AppOptions, *, strict: bool = False) -> MainWindow:
    """The application set up and the window built on the given hand (not shown yet).

    Bad score arguments raise :class:`MahjongError` when ``strict``; otherwise they are
    reported on stderr and the window opens empty.
    """
    from mjgui.gui.startup import GC_SETTLE_MS, before_qt, settle_gc

    before_qt()  # the order of a start: mjgui.gui.startup
    try:
        window = _build_window(options, strict)
    except BaseException:
        settle_gc()
        raise
    from PySide6.QtCore import QTimer

    QTimer.singleShot(GC_SETTLE_MS, settle_gc)
    return window


def _build_window(options: AppOptions, strict: bool) -> MainWindow:
    # The hand is read and scored before Qt is loaded: the controller and the core are plain
    # Python, and PySide6 reads the source of every module imported after it (to look for its
    # __feature__ imports), which the scoring and teaching modules would pay for nothing.
    from mjgui.controller.scoring.calculator import Controller
    from mjgui.core.errors import MahjongError
    from mjgui.core.scoring.tiles import parse_tiles
    from mjgui.gui.startup import trace_startup

    lang = _lang_arg(options.score_args)
    controller = Controller(lang or "en")
    if options.score_args and _has_hand(options.score_args):
        from mjgui.core.scoring.arguments import parse_score_args

        try:
            request, _ = parse_score_args(options.score_args)
        except MahjongError as err:
            if strict:
                raise
            print(f"mjgui: {err.message(lang or 'en')}", file=sys.stderr)
        else:
            controller.load_spec(request.spec, record=False)
    if options.discards:
        for tile in parse_tiles(options.discards):
            controller.add_discard(tile)
    if options.notation is not None:
        controller.set_notation(options.notation)
    if options.mode:
        controller.set_mode(options.mode)
    # the first view, in the language asked for (a window that opens in another one, the
    # system's or the saved one, words it again)
    controller.view()
    trace_startup("scored")

    from PySide6.QtWidgets import QApplication

    from mjgui.gui.appsetup import apply_theme, setup_application
    from mjgui.gui.settings import Settings
    from mjgui.gui.window import MainWindow

    trace_startup("qt-imported")
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "mjgui"])
    assert isinstance(app, QApplication)
    setup_application(app)
    settings = Settings(None) if options.screenshot else Settings.default()
    apply_theme(app, options.theme or settings.theme)
    window = MainWindow(controller, settings, lang=lang)
    trace_startup("window-built")
    if options.theme:
        window.theme_actions[options.theme].setChecked(True)
    if options.size:
        window.resize(*options.size)
    if options.tab:
        from mjgui.gui.window import TAB_ARITHMETIC, TAB_READINGS

        window.details.setCurrentIndex(TAB_READINGS if options.tab == "readings" else TAB_ARITHMETIC)
    return window


def teach_window(window: MainWindow, options: AppOptions) -> QWidget:
    """The window ``--window`` names, set up as asked (the main window itself by default)."""
    if options.window == "compare":
        compare = window.compare_window()
        compare.follow(window.controller.spec(), now=True)
        if options.size:
            compare.resize(*options.size)
        return compare
    if options.window != "quiz":
        return window
    from mjgui.controller.teach.teach import QuizController

    quiz = window.quiz_window(
        QuizController(window.controller.lang, options.level or "han_fu", seed=options.seed)
    )
    if options.score_args and _has_hand(options.score_args):
        quiz.quiz_hand(window.controller.spec())
    else:
        quiz.start()
    answer_quiz(quiz.controller, options.answers)
    if options.size:
        quiz.resize(*options.size)
    return quiz


def answer_quiz(controller: QuizController, answers: str) -> None:
    """Answer the quiz's questions in order: ``riichi tanyao;3;40;1000/2000``."""
    for answer in (a.strip() for a in answers.split(";") if a.strip()):
        step = controller.session.current_step
        if step == "yaku":
            for ident in answer.replace(",", " ").split():
                controller.set_yaku(ident, True)
            controller.submit_yaku()
        elif step in ("han", "fu"):
            controller.submit_number(answer)
        elif step == "payment":
            controller.submit_payment(answer.split("/"))


def tracker_window(window: MainWindow, options: AppOptions) -> QWidget:
    """``--tracker [FILE]``: the game tracker (on that record); the calculator stays hidden until
    the tracker asks for it. A screenshot never touches the user's autosave."""
    link = window.game_link
    if options.screenshot:
        import atexit
        import shutil
        import tempfile
        from pathlib import Path

        link.data_dir = Path(tempfile.mkdtemp(prefix="mjgui-screenshot-"))
        atexit.register(shutil.rmtree, link.data_dir, True)
    tracker = link.open_tracker(options.tracker or None)
    if options.size:
        tracker.resize(*options.size)
    if options.tracker_view == "big":
        tracker.set_big(True, fullscreen=options.screenshot is None)
    return tracker


def forget_windows(*windows: QWidget) -> None:
    """Delete a screenshot's windows now, and with them their language translators: a
    ``--lang ru`` screenshot leaves nothing installed in the application behind it."""
    from PySide6.QtCore import QCoreApplication, QEvent

    for window in windows:
        window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def paint_now(window: QWidget) -> None:
    """Let a shown window lay itself out and paint."""
    from PySide6.QtCore import QCoreApplication

    for _ in range(3):
        QCoreApplication.processEvents()


def run(options: AppOptions) -> int:
    """Open the window (and, for ``--screenshot``, save it and return)."""
    from mjgui.core.errors import MahjongError

    try:
        window = build_window(options, strict=options.screenshot is not None)
    except MahjongError as err:
        print(f"mjgui: {err.message(_lang_arg(options.score_args) or 'en')}", file=sys.stderr)
        return 2
    if options.screenshot:
        # what the window leaves for after its first frame (pages it does not show, resuming the
        # garbage collector), done before: the picture is taken as soon as the frame is painted
        window.finish_startup()
    if options.tracker is None:
        window.show()
        target = teach_window(window, options)
    else:
        target = tracker_window(window, options)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    if target is not window:
        from mjgui.gui.appsetup import set_window_icon

        set_window_icon(app)  # the calculator may never paint (the tracker alone) to set it
        target.show()
    if options.screenshot:
        paint_now(target)
        ok = target.grab().save(options.screenshot, "PNG", SCREENSHOT_PNG_QUALITY)
        target.close()
        window.close()
        forget_windows(target, window)
        if not ok:
            print(f"mjgui: cannot write {options.screenshot}", file=sys.stderr)
            return 1
        return 0
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())

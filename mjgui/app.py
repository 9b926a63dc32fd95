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
the hand given, or a random one: ``--level yaku|han_fu|payment|han_fu_only|points``, ``--seed N``, and
``--answers "riichi tanyao;3;40"`` answers its questions in order, steps separated by ``;``,
the two amounts of a tsumo by ``/`` (non-dealer/dealer, as the answer shows them; either order
is right), at most 1000 characters
(:data:`mjgui.controller.teach.quiz.MAX_ANSWERS`); a random hand is dealt under the desk's rules, which
``--rules`` and ``--rule-option`` set without a hand too: ``--rules tenhou-sanma`` deals
three-player hands); ``--window compare`` opens the rules comparison. With
``--screenshot`` the PNG is of that window.

The game tracker: ``--tracker [FILE.mjgame]`` opens it (on that record), ``--tracker-view big``
in its large-text full-screen view; with ``--screenshot`` the PNG is of the tracker.

``mjgui FILE`` (a file manager's Open): a game record opens in the tracker, a game log in the log
window (:func:`_open_file_word`; a word that names an existing file is that file, any other a hand
unless it is written as a path). The desktop's launchers start ``mjgui --from-desktop FILE``
(:data:`FROM_DESKTOP`, not in ``--help``): a file refused is then said in the desk, not only on
standard error (:func:`_file_refused`).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from mjgui import CLI_COMMANDS, runs_a_command

# The window's parser is the commands' one that never exits the process: bad words raise
# UsageError (``main`` prints it, exit 2), ``--help`` raises _HelpShown.
from mjgui.core.quietparser import BadWords as UsageError
from mjgui.core.quietparser import HelpShown as _HelpShown
from mjgui.core.quietparser import QuietParser as _AppParser
from mjgui.core.quietparser import env_lang, words_lang

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from mjgui.gui.settings import Settings
    from mjgui.gui.window import MainWindow

TABS = ("counted", "readings")
WINDOWS = ("main", "quiz", "compare", "log", "club", "about")
THEMES = ("system", "light", "dark")
#: the quiz's levels, as :data:`mjgui.core.teach.quiz.LEVELS` (written here so that a start with
#: window options does not load the quiz; a test holds the two equal)
LEVELS = ("yaku", "han_fu", "payment", "han_fu_only", "points")
TRACKER_VIEWS = ("normal", "big")
#: The first word of a start by the desktop's launchers, which nothing else passes: the menu entry
#: (packaging/linux/mjgui.desktop's ``Exec=mjgui --from-desktop %f``, kept by the per-user
#: install-desktop-entry.sh) and Windows' file association (packaging/windows/mjgui.iss). It is taken
#: off before the words are read, so ``--help`` does not list it; what follows is a file, or nothing
#: (the menu entry started without one). A refused file is then said in the desk (:func:`_file_refused`).
FROM_DESKTOP = "--from-desktop"
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
        self.open: str | None = None  # --open: the game log (--window log) or club folder (--window club)
        self.level: str | None = None
        self.seed: int | None = None
        self.answers = ""
        self.tracker: str | None = None  # --tracker [FILE.mjgame]: the game tracker ("" without a file)
        self.tracker_view = "normal"  # --tracker-view big: its full-screen table
        self.score_args: list[str] = []  # the words that are ``score`` arguments, in order
        self.hand: str | None = None  # the HAND among them
        self.lang: str | None = None  # --lang, when given
        #: why the file given does not open, in any language: said in the desk started from the
        #: desktop (:func:`_file_refused`), where no one reads standard error
        self.refused: Callable[[str], str] | None = None
        #: started by the desktop's launchers (:data:`FROM_DESKTOP` was the first word)
        self.from_desktop = False


#: ``--size``: the largest side of the window, in pixels. The window and its ``--screenshot``
#: work at 8192 x 8192 (a 256 MB picture painted in a few seconds); far larger, Qt fails to make
#: the picture and the process crashes (99999 x 99999).
MAX_WINDOW_SIDE = 8192


def _size(lang: str, value: str) -> tuple[int, int]:
    """``--size WIDTHxHEIGHT``: each side a whole number from 1 to :data:`MAX_WINDOW_SIDE`."""
    try:
        w, h = (int(part) for part in value.lower().split("x"))
    except ValueError:
        w = h = 0
    if not (1 <= w <= MAX_WINDOW_SIDE and 1 <= h <= MAX_WINDOW_SIDE):
        from mjgui.core.i18n import msg, say

        bad = msg("app:size", "give WIDTHxHEIGHT, each side from 1 to {max} pixels, e.g. 1280x800")
        raise argparse.ArgumentTypeError(say(bad, lang, max=MAX_WINDOW_SIDE))
    return (w, h)


def _add_window_options(p: _AppParser) -> None:
    from mjgui.core.i18n import msg

    p.add_argument(
        "--screenshot",
        metavar=msg("metavar:screenshot", "FILE.png"),
        help=msg("app-help:screenshot", "save a PNG of the window and exit"),
    )
    p.add_argument(
        "--theme", choices=THEMES, help=msg("app-help:theme", "the colours: as the system's, light or dark")
    )
    p.add_argument(
        "--size",
        type=partial(_size, p.lang),
        metavar=msg("metavar:size", "WIDTHxHEIGHT"),
        help=msg("app-help:size", "the window's size in pixels, e.g. 1280x800"),
    )
    from mjgui.controller.scoring.state import MODES

    p.add_argument("--mode", choices=MODES, help=msg("app-help:mode", "palette mode to show, e.g. pon"))
    p.add_argument(
        "--discards",
        default="",
        metavar=msg("metavar:discards", "TILES"),
        help=msg("app-help:discards", "your discards (furiten)"),
    )
    p.add_argument(
        "--notation",
        metavar=msg("metavar:notation", "TEXT"),
        help=msg("app-help:notation", "text typed into the notation field"),
    )
    p.add_argument("--tab", choices=TABS, help=msg("app-help:tab", "the tab of the results shown"))
    p.add_argument(
        "--window", choices=WINDOWS, default="main", help=msg("app-help:window", "the window opened")
    )
    p.add_argument(
        "--open",
        metavar=msg("metavar:open", "PATH"),
        help=msg("app-help:open", "the game log for --window log, the records' folder for --window club"),
    )
    p.add_argument("--level", choices=LEVELS, help=msg("app-help:level", "the quiz's level"))
    p.add_argument(
        "--seed",
        type=int,
        metavar=msg("metavar:seed", "SEED"),
        help=msg("app-help:seed", "the quiz's random seed: the same number, the same hands"),
    )
    p.add_argument(
        "--answers",
        default="",
        metavar=msg("metavar:answers", "ANSWERS"),
        help=msg("app-help:answers", 'quiz answers in order: "riichi tanyao;3;40"'),
    )
    p.add_argument(
        "--tracker",
        nargs="?",
        const="",
        metavar=msg("metavar:tracker", "FILE.mjgame"),
        help=msg("app-help:tracker", "open the game tracker"),
    )
    p.add_argument(
        "--tracker-view",
        choices=TRACKER_VIEWS,
        default="normal",
        help=msg("app-help:tracker_view", "the tracker's view: normal, or big (large text, full screen)"),
    )


def app_parser(lang: str = "en") -> argparse.ArgumentParser:
    """The window's options and, reused from the ``score`` command, the hand and its options;
    the help worded in ``lang``."""
    from mjgui.cliparse import COMMANDS_USAGE, SCORE_HELP, version_line
    from mjgui.core.i18n import msg, say
    from mjgui.core.scoring.arguments import score_parser

    commands = say(msg("app-help:commands", "commands (print JSON or text, no window):"), lang)
    usages = (
        *(say(u, lang, program="mjgui") for u in COMMANDS_USAGE),
        say(SCORE_HELP, lang, program="mjgui"),
    )
    p = _AppParser(
        prog="mjgui",
        lang=lang,
        parents=[score_parser(lang, window=True)],
        allow_abbrev=False,
        usage=say(
            msg("app-help:usage", "mjgui [{commands}] [HAND [score options] | FILE] [window options]"),
            lang,
            commands=" | ".join(f"{command} ..." for command in CLI_COMMANDS),
        ),
        description=say(
            msg(
                "app-help:description",
                "Open the scoring desk (on HAND, given as for mjgui score), or FILE in the window that "
                "reads it (a game record in the game tracker, a game log in the game-log window), or run "
                "a command: {commands}. A word that names an existing file is that file; any other is a "
                "hand, unless it is written as a path.",
            ),
            lang,
            commands=", ".join(CLI_COMMANDS),
        ),
        epilog=f"{commands}\n  " + "\n  ".join(usages),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "-V",
        "--version",
        action="version",
        version=version_line(),
        help=msg("app-help:version", "show the version and exit"),
    )
    _add_window_options(p)
    return p


def _window_parser() -> argparse.ArgumentParser:
    p = _AppParser(prog="mjgui", add_help=False, allow_abbrev=False)
    _add_window_options(p)
    return p


def split_args(args: Sequence[str]) -> AppOptions:
    """Check every word with :func:`app_parser`, then take the window's own options out: the
    rest are ``score`` arguments. Raises :class:`UsageError`.

    No words (the app as a player starts it) are the defaults, unparsed: building the parsers
    (``score``'s ~50 options) and argparse with its gettext and shutil cost ~25 M instructions of
    the start, for nothing to check."""
    if not args:
        return AppOptions()
    return _plain_score_words(args) or parse_words(args)


def _plain_score_words(args: Sequence[str]) -> AppOptions | None:
    """A hand and its ``score`` options alone, in plain words (whole option names, values that do
    not start with "-"): what the score reader takes in one pass, as argparse would read them, so
    a start on a hand builds no parser (~18 M instructions). Anything else (a window option,
    ``--help``, an abbreviation, a mistake) is None: the parsers read it and word its errors."""
    from mjgui.core.scoring.arguments import COMMAND_ONLY, given_plainly

    given = given_plainly(args)
    if given is None or COMMAND_ONLY & given.keys():
        return None  # the parsers say that --batch and --explain are the score command's
    out = AppOptions()
    hand, lang = given.get("hand"), given.get("lang")
    out.hand = hand if isinstance(hand, str) else None
    out.lang = lang if isinstance(lang, str) else None
    out.score_args = list(args)
    return out


def parse_words(args: Sequence[str]) -> AppOptions:
    """:func:`split_args` always through the parsers (a test holds the two equal on no words)."""
    words = list(args)
    ns = app_parser(_words_lang(words)).parse_args(words)
    _, rest = _window_parser().parse_known_args(words)
    out = AppOptions()
    for name in vars(out):
        if hasattr(ns, name):
            setattr(out, name, getattr(ns, name))
    out.lang = ns.lang if any(w == "--lang" or w.startswith("--lang=") for w in words) else None
    out.score_args = rest
    return out


def _not_a_command(options: AppOptions) -> str | None:
    """A HAND that cannot be a hand: one without a digit (``mjgui nope``: an unknown command, or
    a folder), and the name of a folder with no suit letter (``mjgui 2026``, a season named by
    its year; a folder named like a hand, ``123m``, stays a hand, and ``2026`` where no such
    folder is stays a hand the notation refuses)."""
    hand = options.hand
    if hand is None:
        return None
    if not any(c.isdigit() for c in hand):
        return hand
    if not any(c in "mpszMPSZ" for c in hand) and os.path.isdir(hand):
        return hand
    return None


def _no_display() -> bool:
    """On Linux, with no X or Wayland display and no Qt platform asked for, Qt would abort."""
    env = os.environ
    return sys.platform.startswith("linux") and not any(
        env.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    )


def _message_lang(options: AppOptions | None) -> str:
    if options is not None and options.lang:
        return options.lang
    return _env_lang()


def _words_lang(words: Sequence[str]) -> str:
    return words_lang(words, _env_lang())


def _env_lang() -> str:
    """The system's language for the words printed before the window opens (its help, why it
    does not open), the one the window then speaks: :func:`~mjgui.core.quietparser.env_lang`,
    which every command reads too."""
    return env_lang()


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if runs_a_command(args):  # mjgui score ..., mjgui --lang ru score ...
        from mjgui import dataclass_code

        dataclass_code.install()  # before the command line's imports (mjgui.cli.main removes it)
        from mjgui.cli import main as cli_main

        return cli_main(args)
    from mjgui.gui.startup import drop_dataclass_code, trace_startup, use_dataclass_code

    trace_startup("main")
    use_dataclass_code()  # the order of a start: mjgui.gui.startup
    from_desktop = args[:1] == [FROM_DESKTOP]  # what follows is a file (or nothing), not a command
    try:
        return _start(args[1:] if from_desktop else args, from_desktop=from_desktop)
    finally:
        drop_dataclass_code()  # done by build_window once the window is built; else here


def _start(args: list[str], *, from_desktop: bool = False) -> int:
    from contextlib import redirect_stdout

    from mjgui.output import Output, OutputError, utf8_streams

    utf8_streams()  # the help, the version and why the window does not open: UTF-8, as the commands'
    out = Output(sys.stdout)
    try:
        # the help and the version argparse prints go through the checked stream, as the commands'
        with redirect_stdout(out):
            options = split_args(args)
    except _HelpShown:  # printed: what is still kept is written now, its failure said
        try:
            out.flush()
        except (OutputError, BrokenPipeError) as err:
            return _help_not_written(args, err)
        return 0
    except (OutputError, BrokenPipeError) as err:
        return _help_not_written(args, err)
    except UsageError as err:
        print(f"{app_parser(_words_lang(args)).format_usage()}mjgui: {err}", file=sys.stderr)
        return 2
    options.from_desktop = from_desktop
    refused = _open_file_word(options)
    if refused is not None:
        return refused
    command = _not_a_command(options)
    if command is not None:
        if os.path.isdir(command):  # mjgui season: a folder of records, which the club reads
            return _refuse_file("folder", options, command)
        return _refuse(
            "app_unknown_command", options, usage=True, word=command, commands=", ".join(CLI_COMMANDS)
        )
    if _no_display():
        return _refuse("app_no_display", options)
    return run(options)


def _help_not_written(args: list[str], err: Exception) -> int:
    """The window's ``--help`` or ``--version`` could not be written: said as a command says it
    (one line on standard error, status 74), or, for a reader that stopped reading, 1 quietly."""
    from mjgui.cli import failed_output

    return failed_output(args, err)


def _open_file_word(options: AppOptions) -> int | None:
    """``mjgui FILE``, what a file manager runs for a game record (the menu entry's ``%f``): a
    HAND word that names an existing file opens that file in the window that reads it, a game
    record in the tracker and a game log in the log window (``--tracker FILE`` / ``--window log
    --open FILE``); a file neither reads is refused (exit 2; started from the desktop, said in the
    desk: :func:`_file_refused`). A word that is no file stays a hand
    (``mjgui 123m`` scores 123m unless a file of that name is in the folder), unless it is written
    as a path (a folder separator, a game file's ending): then there is no such file. Returns the
    exit code of a refusal, or None to go on.

    The start on a hand pays one ``stat`` for this and imports nothing."""
    word = options.hand
    if word is None:
        return None
    if not os.path.isfile(word):
        if "/" in word or os.sep in word or "." in word:
            from mjgui.controller.game.opening import looks_like_a_path, no_file_refusal

            if looks_like_a_path(word):  # a folder or a named pipe is no file either, and no hand
                return _file_refused(options, partial(no_file_refusal, word))
        return None
    from mjgui.controller.game.opening import window_or_refusal

    kind, why = window_or_refusal(word)
    if kind is None:
        assert why is not None
        return _file_refused(options, why)
    if kind == "record":  # --tracker alone says the same
        clash = options.window != "main" or options.tracker not in (None, "")
    else:  # --window log alone says the same
        clash = options.window not in ("main", "log") or options.tracker is not None
    if clash or options.open is not None:
        return _refuse_file("file_and_window", options, word)
    options.hand = None
    if word in options.score_args:  # the rest (--lang, --rules ...) are the desk's, as without a hand
        options.score_args.remove(word)
    if kind == "record":
        options.tracker = word
    else:
        options.window, options.open = "log", word
    return None


def _file_refused(options: AppOptions, why: Callable[[str], str]) -> int | None:
    """The file given (``options.hand``) does not open, for the reason ``why`` words in a language.
    The reason is printed on standard error. Started from a terminal or a script, that is all: exit
    code 2, as documented, whether or not a terminal or a display is there (a CI job under
    ``xvfb-run``, cron, a subprocess in a session of its own). Started from the desktop
    (:func:`_started_from_the_desktop`), no one reads standard error: the desk opens and says why at
    its bottom, as the macOS open-document event does (:func:`mjgui.gui.fileopen.open_in_its_window`);
    the exit status is then the window's. ``--screenshot`` is a script's, never the desktop's. Returns
    2, or None to go on to the desk."""
    if sys.stderr is not None:  # none in Windows' windowed mjgui.exe
        print(f"mjgui: {why(_message_lang(options))}", file=sys.stderr)
    if options.screenshot is not None or not _started_from_the_desktop(options) or _no_display():
        return 2
    word = options.hand
    options.hand = None
    if word in options.score_args:  # the rest (--lang, --rules ...) are the desk's, as without a hand
        options.score_args.remove(word)
    options.refused = why
    return None


#: Qt platforms whose windows no one sees (a script's ``QT_QPA_PLATFORM=offscreen``)
_UNSEEN_PLATFORMS = ("offscreen", "minimal")


def _started_from_the_desktop(options: AppOptions) -> bool:
    """Whether mjgui was plainly started by the desktop, where no one reads its standard error:
    there is none (Windows' windowed exe), or a launcher of the desktop passed
    :data:`FROM_DESKTOP`; either only on a platform whose windows are seen (a script running the
    windowed exe with ``QT_QPA_PLATFORM=offscreen`` waited for a desk no one sees). No terminal
    alone is no evidence: scripts, cron and CI jobs have none either, and they read the exit
    status."""
    platform = os.environ.get("QT_QPA_PLATFORM", "").split(":", 1)[0].strip()
    if platform in _UNSEEN_PLATFORMS:
        return False
    return sys.stderr is None or options.from_desktop


def _refuse_file(key: str, options: AppOptions, path: str) -> int:
    """Print why a file given on the command line does not open (exit code 2)."""
    from mjgui.controller.game.opening import refusal

    print(f"mjgui: {refusal(key, path, _message_lang(options))}", file=sys.stderr)
    return 2


def _refuse(key: str, options: AppOptions, *, usage: bool = False, **params: object) -> int:
    """Print why the window does not open (in the language asked for) and return exit code 2."""
    from mjgui.core.i18n import msg, phrase

    refusals = {  # the sentences of the start, loaded only when the window does not open
        "app_unknown_command": msg(
            "app:unknown_command",
            '"{word}" is neither a command ({commands}) nor a hand. To open the window on a hand, '
            "give its tiles, e.g. mjgui 234m567p3467888s5s; mjgui --help lists the options.",
        ),
        "app_no_display": msg(
            "app:no_display",
            "no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set). Start it "
            "in a desktop session, or use the command line: mjgui score ... / mjgui game FILE. "
            "For a picture without a display: QT_QPA_PLATFORM=offscreen mjgui --screenshot FILE.png.",
        ),
    }
    usage_text = app_parser(_message_lang(options)).format_usage() if usage else ""
    print(f"{usage_text}mjgui: {phrase(refusals, key, _message_lang(options), **params)}", file=sys.stderr)
    return 2


def build_window(options: AppOptions, *, strict: bool = False) -> MainWindow:
    """The application set up and the window built on the given hand (not shown yet).

    Bad score arguments raise :class:`MahjongError` when ``strict``; otherwise they are
    reported on stderr and the window opens empty.
    """
    from mjgui.gui.startup import GC_SETTLE_MS, before_qt, drop_dataclass_code, settle_gc

    before_qt()  # the order of a start: mjgui.gui.startup
    try:
        window = _build_window(options, strict)
    except BaseException:
        settle_gc()
        raise
    finally:
        drop_dataclass_code()  # the start's imports are done
    from PySide6.QtCore import QTimer

    QTimer.singleShot(GC_SETTLE_MS, settle_gc)
    return window


def _build_window(options: AppOptions, strict: bool) -> MainWindow:
    # The hand is read and scored before Qt is loaded: the controller and the core are plain
    # Python, and PySide6 reads the source of every module imported after it (to look for its
    # __feature__ imports), which the scoring and teaching modules would pay for nothing.
    from mjgui.controller.scoring.calculator import Controller, saved_rules
    from mjgui.core.errors import MahjongError
    from mjgui.core.scoring.tiles import parse_tiles
    from mjgui.gui.startup import trace_startup

    lang = options.lang
    controller = Controller(lang or "en")
    controller.name_rules_later()  # the rules' words (a tooltip) after the first frame
    rules_named = options.hand is not None  # a hand given is scored under its own rules
    if options.hand is not None:
        from mjgui.core.scoring.arguments import parse_score_args

        try:
            request, _ = parse_score_args(options.score_args)
        except MahjongError as err:
            if strict:
                raise
            print(f"mjgui: {err.message(lang or 'en')}", file=sys.stderr)
        else:
            controller.load_spec(request.spec, record=False)
    elif options.score_args:  # no hand: the rules they name are the desk's (and its random quiz's)
        from mjgui.core.scoring.arguments import rules_given

        try:
            rules = rules_given(options.score_args)
        except MahjongError as err:
            if strict:
                raise
            print(f"mjgui: {err.message(lang or 'en')}", file=sys.stderr)
        else:
            if rules is not None:
                rules_named = True
                controller.load_rules(rules)
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

    from mjgui.gui.startup import skip_feature_import

    skip_feature_import()  # before the window's modules are imported (mjgui.gui.startup)
    from mjgui.gui.appsetup import apply_theme, setup_application
    from mjgui.gui.settings import Settings
    from mjgui.gui.window import MainWindow

    trace_startup("qt-imported")
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "mjgui"])
    assert isinstance(app, QApplication)
    setup_application(app)
    settings = Settings(None) if options.screenshot else Settings.default()
    saved = saved_rules(settings.preset, settings.rule_options) if not rules_named else None
    if saved is not None and saved != controller.state.rules:
        controller.load_rules(saved)  # the preset and options the player last chose
    apply_theme(app, options.theme or settings.theme)
    window = MainWindow(controller, settings, lang=lang)
    trace_startup("window-built")
    if options.theme:
        window.check_theme(options.theme)
    if options.size:
        window.resize(*options.size)
    if options.tab:
        from mjgui.gui.window import TAB_ARITHMETIC, TAB_READINGS

        window.details.setCurrentIndex(TAB_READINGS if options.tab == "readings" else TAB_ARITHMETIC)
    return window


def teach_window(window: MainWindow, options: AppOptions) -> QWidget:
    """The window ``--window`` names, set up as asked (the main window itself by default)."""
    if options.window in ("log", "club", "about"):
        other = _other_window(window, options)
        if options.size:
            other.resize(*options.size)
        return other
    if options.window == "compare":
        compare = window.compare_window()
        compare.follow(window.controller.spec(), now=True)
        if options.size:
            compare.resize(*options.size)
        return compare
    if options.window != "quiz":
        return window
    from mjgui.controller.teach.quiz import QuizController

    desk = window.controller
    # a random hand follows the desk's rules (three-player rules deal three-player hands)
    quiz = window.quiz_window(
        QuizController(desk.lang, options.level or "han_fu", seed=options.seed, rules=desk.state.rules)
    )
    if options.hand is not None:
        quiz.quiz_hand(window.controller.spec())
    else:
        quiz.start()
    if not quiz.controller.answer_all(options.answers):
        # the window shows it too; a script that made the screenshot reads it here
        print(f"mjgui: {quiz.controller.view().error}", file=sys.stderr)
    if options.size:
        quiz.resize(*options.size)
    return quiz


def _other_window(window: MainWindow, options: AppOptions) -> QWidget:
    """``--window log|club|about``: the game-log window (on ``--open LOG``), the club's results
    (on ``--open FOLDER``) or the About box, as the menus open them."""
    if options.window == "about":
        from mjgui.gui.about import AboutDialog

        return AboutDialog(window)
    if options.window == "log":
        log = window.log_window()
        if options.open:
            log.load(options.open)  # a file that is not a log: the window says why, as when chosen
        return log
    from mjgui.gui.club import ClubWindow

    club = ClubWindow(languages=window.languages, settings=window.settings, parent=window)
    if options.open:
        club.open_folder(options.open)
    return club


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


#: a shown window is settled when this many event passes in a row move none of its widgets ...
SETTLED_PASSES = 3
#: ... and its picture is taken after at most this many passes whatever happens
MAX_PASSES = 30


def paint_now(window: QWidget) -> None:
    """Let a shown window lay itself out and paint: its events are processed until its widgets
    stop moving. One layout pass is not always the last, nor is the first pass that moves
    nothing: a headline that takes two lines at the window's width grows, its box asks its own
    parent for room on the next pass, and what is under it moves down on the one after (a
    picture taken after three passes showed the two lines over the line under them)."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QWidget

    def places() -> list[object]:
        return [window.geometry().getRect(), *(w.geometry().getRect() for w in window.findChildren(QWidget))]

    before, still = None, 0
    for _ in range(MAX_PASSES):
        QCoreApplication.processEvents()
        now = places()
        still = still + 1 if now == before else 0
        if still == SETTLED_PASSES:
            return
        before = now


def say_settings_problem(target: QWidget, settings: Settings | None) -> None:
    """Say once, at the bottom of the first window shown, what was wrong with the settings file
    or why settings are not saved (see :mod:`mjgui.gui.settings`), whole (wrapped: a file name
    makes it long); should saving stop later in the session, say why then, in the window in
    front."""
    from PySide6.QtWidgets import QMainWindow

    from mjgui.gui.settings import problems_text
    from mjgui.gui.util import show_notice

    if settings is None:
        return
    problems = settings.take_problems()
    if problems:
        shown = target if isinstance(target, QMainWindow) else _front_window(target)  # not the About box
        if isinstance(shown, QMainWindow):
            show_notice(shown, lambda: problems_text(problems))  # worded again in a new language
    if settings.on_problem is None:
        settings.on_problem = lambda: say_settings_problem(_front_window(target), settings)


def _front_window(target: QWidget) -> QWidget:
    """The window in front (the active one, else ``target`` when shown, else any window shown)."""
    from PySide6.QtWidgets import QApplication, QMainWindow

    active = QApplication.activeWindow()
    if isinstance(active, QMainWindow) and active.isVisible():
        return active
    if isinstance(target, QMainWindow) and target.isVisible():
        return target
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMainWindow) and w.isVisible()]
    return shown[0] if shown else target


def run(options: AppOptions) -> int:
    """Open the window (and, for ``--screenshot``, save it and return)."""
    from mjgui.core.errors import MahjongError

    try:
        window = build_window(options, strict=options.screenshot is not None)
    except MahjongError as err:
        print(f"mjgui: {err.message(options.lang or 'en')}", file=sys.stderr)
        return 2
    if options.screenshot:
        # what the window leaves for after its first frame (pages it does not show, resuming the
        # garbage collector), done before: the picture is taken as soon as the frame is painted
        window.finish_startup()
    if options.tracker is None:
        # a game left in the tracker is mentioned once the first frame is painted
        window.mention_waiting_game = not options.screenshot
        window.show()
        target = teach_window(window, options)
    else:
        target = tracker_window(window, options)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    if sys.platform == "darwin":  # a record opened from the Finder comes as an event, not a word
        from mjgui.gui.fileopen import install_file_opener

        install_file_opener(app, window)
    if target is not window:
        from mjgui.gui.appsetup import set_window_icon

        set_window_icon(app)  # the calculator may never paint (the tracker alone) to set it
        target.show()
    if not options.screenshot:
        say_settings_problem(target, window.settings)
    refused = options.refused
    if refused is not None:  # the file given, started from the desktop: said where it is read
        from mjgui.gui.util import show_notice

        show_notice(window, lambda: refused(window.languages.current))  # and again in a new language
    if options.screenshot:
        from mjgui.gui.saving import save_png

        paint_now(target)
        failed: MahjongError | None = None
        try:  # atomically: a failure leaves the old file; a pipe or a read-only file is refused
            save_png(target.grab(), options.screenshot, SCREENSHOT_PNG_QUALITY)
        except MahjongError as err:
            failed = err
        target.close()
        window.close()
        forget_windows(target, window)
        if failed is not None:
            print(f"mjgui: {failed.message(options.lang or 'en')}", file=sys.stderr)
            return 1
        return 0
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
